// Request schemas of the responsible-gaming calls. Server side only.
import * as v from 'valibot';
import { empty, password } from './fields.schemas';
import { BREAK_DURATIONS, EXCLUSION_DURATIONS, LIMIT_KINDS, LIMIT_PERIODS, REALITY_CHECK_MINUTES } from './limits-enums';
import { MAX_WALLET_AMOUNT } from './wallet.schemas';

/** Smallest limit: ₱1 (a limit of 0 would be a break; the break is its own call). */
const limitAmount = v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(MAX_WALLET_AMOUNT));

export const LIMITS_SCHEMAS = {
  getSelfLimits: empty,
  setSelfLimit: v.object({ kind: v.picklist(LIMIT_KINDS), period: v.picklist(LIMIT_PERIODS), amount: v.nullable(limitAmount) }),
  setRealityCheck: v.object({ minutes: v.picklist(REALITY_CHECK_MINUTES) }),
  startPlayBreak: v.pipe(
    v.object({ kind: v.picklist(['break', 'exclusion']), duration: v.picklist([...BREAK_DURATIONS, ...EXCLUSION_DURATIONS]), password: v.optional(password) }),
    v.check(
      (req) => (req.kind === 'break' ? (BREAK_DURATIONS as readonly string[]) : (EXCLUSION_DURATIONS as readonly string[])).includes(req.duration),
      'a break lasts 24h, 7d or 30d; an exclusion 6m, 1y or 5y',
    ),
  ),
  requestPayout: v.object({
    ticket: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'ticket is not a payout ticket')),
    accountId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
  }),
};

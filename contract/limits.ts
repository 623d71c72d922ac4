// Responsible gaming (PAGCOR's code): self-limits on deposits, losses and bets per day, week and
// month; the reality-check interval; cooling-off breaks and self-exclusion, and the payout of an
// excluded player's balance. The spec names only the page (/member/self-limited): every call here
// is this contract's addition (README "Contract additions"). Periods follow Manila time (UTC+8).
import type { LIMITS_SCHEMAS } from './limits.schemas';
import { callFactory, tableOf } from './call-row';
import type { LimitKind, LimitPeriod, RealityCheckMinutes, RestrictionKind } from './limits-enums';

/** Codes of the responsible-gaming rules; the deposit, bet and login paths answer with them too. */
export const LimitsErrorCode = {
  /** The deposit would pass a deposit limit; carries `period`, `left`, `resetsAt`. */
  depositLimitReached: 1701,
  /** The bet would pass a bet (wager) limit; carries `period`, `left`, `resetsAt`. */
  betLimitReached: 1702,
  /** The bet could pass a loss limit if lost; carries `period`, `left`, `resetsAt`. */
  lossLimitReached: 1703,
  /** The player is on a cooling-off break; carries `until`. */
  onBreak: 1704,
  /** The player is self-excluded; carries `until`, and with a right password `payout` (see PayoutOffer). */
  selfExcluded: 1705,
  /** The payout ticket is unknown, used or expired; log in again for a new one. */
  payoutTicketInvalid: 1707,
  /** Nothing can be paid out now (no balance, no receiving account, or a rule of the withdrawal). */
  payoutUnavailable: 1708,
} as const;

/** One limit as it stands (minor units; times in ms since the epoch). */
export interface SelfLimit {
  kind: LimitKind;
  period: LimitPeriod;
  /** null: no limit. */
  amount: number | null;
  /** Deposited, lost (bets minus wins, never below 0) or bet in the current period. */
  used: number;
  /** What is left of the limit in this period; null without a limit. */
  left: number | null;
  /** Start of the next period, when `used` starts again from 0. */
  resetsAt: number;
  /** A loosening or removal waiting for its cooling period. */
  pending: { amount: number | null; effectiveAt: number } | null;
}

/** Deposits minus withdrawals over one period. */
export interface NetSpend {
  period: LimitPeriod;
  deposits: number;
  withdrawals: number;
  net: number;
}

export interface SelfLimitsInfo {
  /** Always one row per kind and period, in LIMIT_KINDS x LIMIT_PERIODS order. */
  limits: SelfLimit[];
  netSpend: NetSpend[];
  realityCheckMinutes: RealityCheckMinutes;
}

/** What an excluded player who gave the right password may have paid out (code 1705's `payout`). */
export interface PayoutOffer {
  /** Single use, valid for 15 minutes, for requestPayout. */
  ticket: string;
  coin: number;
  /** The part of the balance that can be paid out now. */
  amount: number;
  /** The player's receiving accounts, masked ("GCash ••••4567"). */
  accounts: { id: number; label: string }[];
}

export interface LimitsResponses {
  getSelfLimits: SelfLimitsInfo;
  /** `change`: applied at once (tighter), scheduled (looser, from `effectiveAt`), or unchanged. */
  setSelfLimit: SelfLimitsInfo & { change: 'applied' | 'scheduled' | 'unchanged'; effectiveAt: number };
  setRealityCheck: { realityCheckMinutes: RealityCheckMinutes };
  /** Every session of the player ends; `until` is when play may start again. */
  startPlayBreak: { kind: RestrictionKind; until: number };
  /** A withdrawal of `amount` to the chosen account, reviewed like any other. */
  requestPayout: { orderNo: string; amount: number };
}

const call = /*#__PURE__*/ callFactory<typeof LIMITS_SCHEMAS, LimitsResponses>();

export const getSelfLimits = /*#__PURE__*/ call('getSelfLimits');
export const setSelfLimit = /*#__PURE__*/ call('setSelfLimit');
export const setRealityCheck = /*#__PURE__*/ call('setRealityCheck');
export const startPlayBreak = /*#__PURE__*/ call('startPlayBreak');
// The ticket is the credential: an excluded player has no session.
export const requestPayout = /*#__PURE__*/ call('requestPayout', { session: 'none', on401: 'ignore' });

export const LIMITS_CALLS = /*#__PURE__*/ tableOf(getSelfLimits, setSelfLimit, setRealityCheck, startPlayBreak, requestPayout);

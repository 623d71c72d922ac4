// Where the responsible-gaming rules stop money and play: the bet path (games) calls these, and the
// login and deposit paths run them as checks (hooks.ts, wired in default-hooks.ts), inside their
// own transactions, so a check and the write it allows are one atomic step.
import { LimitsErrorCode, type PayoutOffer, type SelfLimit } from '../../../contract/limits';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '../../../contract/limits-enums';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import type { DepositCheck, Login, LoginCheck } from '../hooks';
import { peso } from '../lib/money-text';
import { betTotalsSince } from '../records/service';
import { depositsHeldSince, largestWithdrawal } from '../wallet/service';
import { effectiveLimit, periodEnd, periodStart } from './limit-rules';
import { activeRestriction, issuePayoutTicket, readLimits, type Restriction } from './limit-store';

const PERIOD_WORD: Record<LimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };

/** "Sat, 17 Jan 2026, 00:00" in Manila time, for messages. */
export const manilaTime = (ms: number): string =>
  `${new Date(ms).toLocaleString('en-PH', { timeZone: 'Asia/Manila', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false })} (Manila time)`;

function used(db: SandboxDb, userId: number, kind: LimitKind, since: number, now: number): number {
  if (kind === 'deposit') return depositsHeldSince(db, userId, since, now);
  const totals = betTotalsSince(db, userId, since);
  return kind === 'bet' ? totals.bet : Math.max(0, totals.bet - totals.win);
}

/** Every limit of the player as it stands at `now`, with usage, room and reset time. */
export function limitsView(db: SandboxDb, userId: number, now: number): SelfLimit[] {
  const stored = readLimits(db, userId);
  return LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period): SelfLimit => {
      const limit = effectiveLimit(stored.get(`${kind}:${period}`) ?? { amount: null, pending: null }, now);
      const usage = used(db, userId, kind, periodStart(period, now), now);
      return {
        kind,
        period,
        amount: limit.amount,
        used: usage,
        left: limit.amount === null ? null : Math.max(0, limit.amount - usage),
        resetsAt: periodEnd(period, now),
        pending: limit.pending,
      };
    }),
  );
}

const CODES = { deposit: LimitsErrorCode.depositLimitReached, bet: LimitsErrorCode.betLimitReached, loss: LimitsErrorCode.lossLimitReached } as const;

function refusal(limit: SelfLimit): CallFailure {
  const left = limit.left ?? 0;
  const what = { deposit: 'deposit', bet: 'bet', loss: 'lose' }[limit.kind];
  const message =
    left > 0
      ? `Your ${PERIOD_WORD[limit.period]} ${limit.kind} limit lets you ${what} ${peso(left)} more. It resets on ${manilaTime(limit.resetsAt)}.`
      : `You have reached your ${PERIOD_WORD[limit.period]} ${limit.kind} limit. It resets on ${manilaTime(limit.resetsAt)}.`;
  return new CallFailure(CODES[limit.kind], message, { kind: limit.kind, period: limit.period, left, resetsAt: limit.resetsAt });
}

/** The tightest limit of `kinds` that `amount` would pass, as the failure to answer; null when none. */
function firstPassed(db: SandboxDb, userId: number, kinds: readonly LimitKind[], amount: number, now: number): CallFailure | null {
  const passed = limitsView(db, userId, now)
    .filter((limit) => kinds.includes(limit.kind) && limit.left !== null && amount > limit.left)
    .sort((a, b) => (a.left ?? 0) - (b.left ?? 0));
  return passed.length ? refusal(passed[0]) : null;
}

/** Refusal of a deposit of `amount` by the deposit limits, or null. */
export const depositRefusal = (db: SandboxDb, userId: number, amount: number, now: number) => firstPassed(db, userId, ['deposit'], amount, now);

/** Refusal of a bet of `bet` by the bet limits, or by the loss limits as if the bet were lost; or null. */
export const betRefusal = (db: SandboxDb, userId: number, bet: number, now: number) => firstPassed(db, userId, ['bet', 'loss'], bet, now);

/** The failure a restricted player gets on login, deposit and play; null when free to play. */
export function restrictionRefusal(db: SandboxDb, userId: number, now: number, extra: Record<string, unknown> = {}): CallFailure | null {
  const restriction = activeRestriction(db, userId, now);
  return restriction ? restrictedFailure(restriction, extra) : null;
}

function restrictedFailure(restriction: Restriction, extra: Record<string, unknown> = {}): CallFailure {
  const until = manilaTime(restriction.endsAt);
  return restriction.kind === 'break'
    ? new CallFailure(LimitsErrorCode.onBreak, `You are taking a break from play until ${until}.`, { until: restriction.endsAt, ...extra })
    : new CallFailure(LimitsErrorCode.selfExcluded, `You have excluded yourself from play until ${until}.`, { until: restriction.endsAt, ...extra });
}

/** A deposit check (default-hooks.ts): breaks and self-exclusion, then the deposit limits. */
export const depositCheck: DepositCheck = ({ db, userId, amount, now }) => {
  const refused = restrictionRefusal(db, userId, now) ?? depositRefusal(db, userId, amount, now);
  if (refused) throw refused;
};

/** How long an excluded player's payout ticket lasts. */
const PAYOUT_TICKET_TTL_MS = 15 * 60_000;

/**
 * A login check (default-hooks.ts): a player on a break or self-excluded gets no session. An
 * excluded player may still take the remaining balance out: with the identity just proven, the
 * refusal carries a single-use ticket for requestPayout, the amount and the accounts.
 */
export const loginCheck: LoginCheck = (login) => {
  const restriction = activeRestriction(login.db, login.userId, login.now);
  if (restriction) throw restrictedFailure(restriction, restriction.kind === 'exclusion' ? payoutOffer(login) : {});
};

function payoutOffer({ db, userId, now, config }: Login): { payout?: PayoutOffer } {
  const { coin, amount, minAmount, accounts } = largestWithdrawal({ db, now, config }, userId);
  if (amount < minAmount) return {};
  return { payout: { ticket: issuePayoutTicket(db, userId, now, PAYOUT_TICKET_TTL_MS), coin, amount, accounts } };
}

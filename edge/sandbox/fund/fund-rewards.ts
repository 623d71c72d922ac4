// The Fund: a weekly loss relief. A Manila week runs Monday 00:00 to Monday 00:00; its net loss is
// the player's real-money bets minus wins (records), never below 0. From Monday, last week's loss
// pays `ratePercent` of it (floored, at most `cap`, nothing below `minLoss`) once, as a `fund`
// bonus with claim key `fund:<Monday's date>`. Unclaimed, it lapses when the next week begins.
import type { AppConfig } from '../../../contract/core';
import { FundErrorCode, type FundClaim, type FundConfig, type FundInfo, type FundWeek } from '../../../contract/fund';
import { COIN_PROP_ID } from '../../../contract/mail';
import { grantBonus, grantedClaims } from '../bonus/service';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import { manilaDate, manilaWeekStart } from '../lib/money-text';
import { betTotalsBetween } from '../records/service';

const WEEK_MS = 7 * 24 * 3600_000;
type FundConfigs = Pick<AppConfig, 'fundConfig' | 'bonusTurnover'>;

const CLOSED: FundConfig = { status: 0, ratePercent: 0, cap: 0, minLoss: 0 };
const whole = (value: unknown, max: number): value is number => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max;

/** The operator's fund, or a closed one when it is absent, off or malformed. */
function fundOf(config: FundConfigs): FundConfig {
  const fund = config.fundConfig;
  if (!fund || fund.status !== 1) return CLOSED;
  const rate = fund.ratePercent;
  const valid = typeof rate === 'number' && Number.isFinite(rate) && rate > 0 && rate <= 100 && whole(fund.cap, 1_000_000_000) && whole(fund.minLoss, 1_000_000_000);
  return valid ? fund : CLOSED;
}

const keyOf = (weekStart: number) => `fund:${manilaDate(weekStart)}`;

function weekOf(db: SandboxDb, fund: FundConfig, userId: number, from: number): FundWeek {
  const { bet, win } = betTotalsBetween(db, userId, from, from + WEEK_MS);
  const loss = Math.max(0, bet - win);
  const amount = fund.status === 1 && loss >= fund.minLoss ? Math.min(fund.cap, Math.floor((loss * fund.ratePercent) / 100)) : 0;
  return { from, to: from + WEEK_MS, bet, win, loss, amount };
}

/** Last week (claimable this week), this week so far, and the fund's terms. */
export function fundInfo(db: SandboxDb, config: FundConfigs, userId: number, now: number): FundInfo {
  const fund = fundOf(config);
  const thisStart = manilaWeekStart(now);
  const last = weekOf(db, fund, userId, thisStart - WEEK_MS);
  const claimed = grantedClaims(db, userId, [keyOf(last.from)]).has(keyOf(last.from));
  const status = claimed ? 'claimed' : last.amount > 0 ? 'claimable' : 'none';
  return {
    open: fund.status === 1,
    ratePercent: fund.ratePercent,
    cap: fund.cap,
    minLoss: fund.minLoss,
    lastWeek: { ...last, status },
    thisWeek: weekOf(db, fund, userId, thisStart),
  };
}

/** True when last week's fund waits to be claimed (the award flags' `fund`). */
export const hasFundReward = (db: SandboxDb, config: FundConfigs, userId: number, now: number): boolean => fundInfo(db, config, userId, now).lastWeek.status === 'claimable';

/** Pays last week's fund once. */
export function claimFund(db: SandboxDb, config: FundConfigs, userId: number, now: number): FundClaim {
  const fund = fundOf(config);
  if (fund.status !== 1) throw new CallFailure(FundErrorCode.closed, 'The fund is closed');
  return db.transaction((): FundClaim => {
    // The week's loss and the claim are judged together, inside the claim's transaction.
    const last = weekOf(db, fund, userId, manilaWeekStart(now) - WEEK_MS);
    if (last.amount <= 0) throw new CallFailure(FundErrorCode.nothingToClaim, 'Last week pays nothing from the fund');
    const grant = grantBonus(db, config, { userId, kind: 'fund', claimKey: keyOf(last.from), amount: last.amount, now });
    if (!grant.granted) throw new CallFailure(FundErrorCode.alreadyClaimed, "You already claimed last week's fund");
    return { awards: [{ propId: COIN_PROP_ID, count: last.amount }], coin: grant.coin, bonusStatus: grant.status };
  }).immediate();
}

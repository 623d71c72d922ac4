// The Fund (spec §2 /activity/bank, activity Fund 16; the calls are a contract addition): a
// weekly loss-relief fund. A share of last Manila week's net loss (real-money bets minus wins,
// Monday to Sunday) is paid once, from Monday, as a `fund` bonus held by its turnover.
import type { Award } from './mail';
import type { FUND_SCHEMAS } from './fund.schemas';
import { callFactory, tableOf } from './call-row';

export const FundErrorCode = {
  /** Last week's net loss pays nothing (below the minimum, or no loss). */
  nothingToClaim: 2069,
  /** Last week's fund was already claimed. */
  alreadyClaimed: 2070,
  /** The fund is switched off. */
  closed: 2071,
} as const;

/** The operator's fund (`AppConfig.fundConfig`, contract addition). */
export interface FundConfig {
  status: 0 | 1;
  /** Per cent of the week's net loss paid back (0 to 100). */
  ratePercent: number;
  /** The most one week pays (hundredths). */
  cap: number;
  /** The least net loss that pays (hundredths). */
  minLoss: number;
}

/** One Manila week of play: [from, to) in ms, Monday 00:00 to the next Monday 00:00. */
export interface FundWeek {
  from: number;
  to: number;
  bet: number;
  win: number;
  /** Bets minus wins, 0 when the player won. */
  loss: number;
  /** What the week pays (0 below the minimum loss). */
  amount: number;
}

export interface FundInfo {
  /** false: the fund is switched off (nothing accrues, nothing can be claimed). */
  open: boolean;
  ratePercent: number;
  cap: number;
  minLoss: number;
  /** Last week: claimable this week, once. */
  lastWeek: FundWeek & { status: 'claimable' | 'claimed' | 'none' };
  /** This week so far, and what it would pay from next Monday. */
  thisWeek: FundWeek;
}

export interface FundClaim {
  awards: Award[];
  coin: number;
  bonusStatus: 'pending' | 'locked' | 'released';
}

export interface FundResponses {
  fundInfo: FundInfo;
  fundReceive: FundClaim;
}

const call = /*#__PURE__*/ callFactory<typeof FUND_SCHEMAS, FundResponses>();

export const fundInfo = /*#__PURE__*/ call('fundInfo');
export const fundReceive = /*#__PURE__*/ call('fundReceive');

export const FUND_CALLS = /*#__PURE__*/ tableOf(fundInfo, fundReceive);

// The Lucky Jackpot (activity 47, spec §2 "Jackpot modal", §3 "Jackpot info", "Draw result",
// "Rank row", "Record row", §7 "Jackpot", §8 codes 1001-1004). A draw picks one of the 10 cells of
// AppConfig.jackpotAwardConfigList by the operator's odds; a type-2 cell wins its tier's pool.
// Contract additions: `jackpotConfig` (odds, the daily chance's rule, the pools), the meaning of
// codes 1001-1004 and 2101, `amountSection` as the amount paid (hundredths), the rank rows'
// `ranking` and `propId`, and the info's `drawnToday`, `open`, `minDeposit`, `minBet`.
import type { JACKPOT_SCHEMAS } from './jackpot.schemas';
import { callFactory, tableOf } from './call-row';

/** A grid cell's kind: 1 a prize (coins or a prop), 2 a jackpot tier (its propId names the tier). */
export const JackpotAwardType = { prize: 1, jackpot: 2 } as const;

/** One of the 10 grid cells (spec: jackpotAwardConfigList); `count` in hundredths for coins. */
export interface JackpotCell {
  id: number;
  type: number;
  propId: number;
  count: number;
  /** What the cell shows (₱5 for 500 coin hundredths). */
  showNum: number;
}

/** A jackpot pool: where it starts again after a win, and what it takes from each bet. */
export interface JackpotPoolDef {
  /** The tier's prop id (50001 Mega, 50002 Major, 50003 Minor, 50004 Mini). */
  propId: number;
  /** Hundredths the pool holds after a win (and at the start). */
  seed: number;
  /** Basis points of every settled real-money bet added to the pool. */
  shareBp: number;
  /** Percent of the pool a win pays. */
  payoutPercent: number;
}

/** The operator's jackpot rules (contract addition; absent: DEFAULT_JACKPOT_CONFIG). */
export interface JackpotConfig {
  /** 0 closes the draw (the activity's switch is the other). */
  status: 0 | 1;
  /** One draw chance per Manila day once the player has paid this much today (hundredths)... */
  minDeposit: number;
  /** ...and bet this much today with real money (hundredths). */
  minBet: number;
  /** The odds: weight by cell id (parts per million in the seed); a cell without one is never drawn. */
  weights: Record<string, number>;
  pools: JackpotPoolDef[];
  /** The shown totals move within [pool - spreadBp of the pool, pool] (spec: "Section range"). */
  spreadBp: number;
}

/** The pools' prop ids in the spec's order (Mega, Major, Minor, Mini). */
export const JACKPOT_TIERS = [50001, 50002, 50003, 50004] as const;

/** The seed's: 1% of every bet split over the pools; a chance a day after ₱100 deposited and ₱200 bet. */
export const DEFAULT_JACKPOT_CONFIG: JackpotConfig = {
  status: 1,
  minDeposit: 100 * 100,
  minBet: 200 * 100,
  weights: { '1': 20, '2': 100, '3': 1_000, '4': 5_000, '5': 150_000, '6': 250_000, '7': 93_880, '8': 300_000, '9': 100_000, '10': 100_000 },
  pools: [
    { propId: 50001, seed: 100_000 * 100, shareBp: 40, payoutPercent: 100 },
    { propId: 50002, seed: 20_000 * 100, shareBp: 30, payoutPercent: 100 },
    { propId: 50003, seed: 2_000 * 100, shareBp: 20, payoutPercent: 100 },
    { propId: 50004, seed: 500 * 100, shareBp: 10, payoutPercent: 100 },
  ],
  spreadBp: 50,
};

/** receiveDrawChance's refusals (spec §8: 1001-1004 each with its own message). */
export const JackpotErrorCode = {
  /** The jackpot is closed (activity 47 off, or jackpotConfig.status 0). */
  closed: 1001,
  /** Today's deposits are short of minDeposit (data: needDeposit). */
  needDeposit: 1002,
  /** Today's real-money bets are short of minBet (data: needTyping). */
  needBet: 1003,
  /** Today's chance is already drawn; the next comes after Manila midnight. */
  used: 1004,
  /** The operator's odds give no cell a weight (a config fault). */
  noPrizes: 2101,
} as const;

/** A range [low, high] of hundredths the shown total moves in. */
export type JackpotSection = [number, number];

/** A winner of the 'LUCKY GUY' carousel (newest first). */
export interface JackpotWinner {
  /** Masked (first two characters and the last). */
  nickname: string;
  propId: number;
  type: number;
  /** Hundredths won. */
  amountSection: number;
  count: number;
  updateTime: number;
}

export interface JackpotInfo {
  /** The jackpot is open (activity 47 on, status 1). */
  open: boolean;
  /** The four pools together (hundredths). */
  total: number;
  megaJackpot: number;
  megaJackpotSection: JackpotSection;
  majorJackpot: number;
  majorJackpotSection: JackpotSection;
  minorJackpot: number;
  minorJackpotSection: JackpotSection;
  miniJackpot: number;
  miniJackpotSection: JackpotSection;
  /** A chance is waiting: the player may draw now. */
  canReceiveDrawChance: boolean;
  /** Today's chance is drawn. */
  drawnToday: boolean;
  /** Hundredths still to deposit today for the chance (0: done). */
  needDeposit: number;
  /** Hundredths still to bet today for the chance (0: done). */
  needTyping: number;
  minDeposit: number;
  minBet: number;
  jackpotWinnerList: JackpotWinner[];
}

/** A draw's result (spec "Draw result"); for type 2 `count` and `bonus` are the hundredths won. */
export interface JackpotDrawResult {
  /** The grid cell drawn. */
  id: number;
  propId: number;
  count: number;
  type: number;
  /** Hundredths paid as bonus money (0 for a prop). */
  bonus: number;
  /** The player's balance after it. */
  coin: number;
  bonusStatus: 'pending' | 'locked' | 'released';
}

/** One of the player's draws (spec "Record row"). */
export interface JackpotRecordRow {
  id: number;
  propId: number;
  type: number;
  /** Hundredths paid (coins and jackpots; 0 for a prop). */
  amountSection: number;
  count: number;
  createTime: number;
}

/** A jackpot win in the ranking (spec "Rank row"), biggest first. */
export interface JackpotRankRow {
  id: number;
  /** 1 for the biggest win. */
  ranking: number;
  avatar: string;
  nickname: string;
  propId: number;
  amountSection: number;
  createTime: number;
}

export interface JackpotResponses {
  getJackpotDrawInfo: JackpotInfo;
  /** In `data` (spec: errcode and data). */
  receiveDrawChance: JackpotDrawResult;
  getPersonJackpotDrawAwardLog: { list: JackpotRecordRow[]; pages: number; total: number };
  getJackpotRank: { allRank: { list: JackpotRankRow[]; pages: number; total: number }; personRank: JackpotRankRow | null };
}

/** Spec §9: the record's and the rank's page sizes. */
export const JACKPOT_RECORD_PAGE_SIZE = 20;
export const JACKPOT_RANK_PAGE_SIZE = 10;

const call = /*#__PURE__*/ callFactory<typeof JACKPOT_SCHEMAS, JackpotResponses>();

export const getJackpotDrawInfo = /*#__PURE__*/ call('getJackpotDrawInfo');
export const receiveDrawChance = /*#__PURE__*/ call('receiveDrawChance', { envelope: 'data' });
export const getPersonJackpotDrawAwardLog = /*#__PURE__*/ call('getPersonJackpotDrawAwardLog', { envelope: 'data' });
export const getJackpotRank = /*#__PURE__*/ call('getJackpotRank', { envelope: 'data' });

export const JACKPOT_CALLS = /*#__PURE__*/ tableOf(getJackpotDrawInfo, receiveDrawChance, getPersonJackpotDrawAwardLog, getJackpotRank);

// Bet records and reports.
import type { RECORDS_SCHEMAS } from './records.schemas';
import { callFactory, tableOf } from './call-row';

/** One settled round of a game (minor units). */
export interface BetRecordRow {
  id: number;
  gameId: number;
  gameName: string;
  betAmount: number;
  winAmount: number;
  /** Balance after the round settled. */
  balanceAfter: number;
  /** Milliseconds since the epoch. */
  createTime: number;
  /** The round's reference a player quotes to support (contract addition; `#<id>` is shown when absent). */
  roundId?: string;
}

export interface RecordsResponses {
  /** Settled rounds, newest first. Times in ms since the epoch. */
  betRecord: { list: BetRecordRow[]; pages: number; total: number };
  /** Totals of settled rounds over a time range, overall and per game. */
  betRecordReport: {
    rounds: number;
    betAmount: number;
    winAmount: number;
    byGame: { gameId: number; gameName: string; rounds: number; betAmount: number; winAmount: number }[];
  };
  /** Settled rounds summed per Manila calendar day, every day of the range (oldest first, empty days as zeros), and the range's totals. */
  betRecordDays: BetDayTotals & { days: BetDayRow[] };
}

/** Sums of settled rounds (minor units); `net` is win − bet. */
export interface BetDayTotals {
  rounds: number;
  bet: number;
  win: number;
  net: number;
}

/** One Manila calendar day (`YYYY-MM-DD`) of the player's rounds. */
export interface BetDayRow extends BetDayTotals {
  day: string;
}

const call = /*#__PURE__*/ callFactory<typeof RECORDS_SCHEMAS, RecordsResponses>();

export const betRecord = /*#__PURE__*/ call('betRecord');
export const betRecordReport = /*#__PURE__*/ call('betRecordReport');
export const betRecordDays = /*#__PURE__*/ call('betRecordDays');

export const RECORDS_CALLS = /*#__PURE__*/ tableOf(betRecord, betRecordReport, betRecordDays);

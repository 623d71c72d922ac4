// VIP bet rebate (spec §2 /vip/rebate, §7 "VIP": betBonus, betBonusReceive, betBonusByTypeReceive,
// betBonusLog, getVipLevelAudit). A VIP gets back a share of their settled valid bets, per game
// type, at a rate in basis points set by VIP level (`AppConfig.rebateConfig`, contract addition).
// A bet counts toward one claim only; the rate is the player's level when they claim. Each claim
// is a bonus grant (contract/bonus.ts kind `rebate`): paid once, held by its turnover.
import type { Award } from './mail';
import type { REBATE_SCHEMAS } from './rebate.schemas';
import { callFactory, tableOf } from './call-row';

export const RebateErrorCode = {
  /** No valid bet waits since the last claim (of this game type), or it pays less than ₱0.01 yet. */
  nothingDue: 2021,
  /** The player's VIP level earns no rebate (on this game type). */
  noRate: 2022,
  /** No such game type. */
  unknownType: 2023,
} as const;

/** Basis points in 100%: a rate of 30 is 0.30%. */
export const BASIS_POINTS = 10_000;

/** The rebate of one game type waiting to be claimed. */
export interface RebateDue {
  /** appGameTypeList id. */
  gameTypeId: number;
  /** The type's name (appGameTypeList). */
  name: string;
  /** Settled real-money bets on this type not yet rebated (hundredths). */
  validBet: number;
  /** The player's rate on this type, in basis points. */
  rate: number;
  /** What a claim pays now: validBet × rate, rounded down to the hundredth. */
  amount: number;
}

export interface RebateSummary {
  vip: number;
  types: RebateDue[];
  /** Sum of the types' amounts. */
  total: number;
}

/** One level's row of the rate table: basis points by game type id (a missing type pays 0). */
export interface RebateLevel {
  level: number;
  /** Experience that reaches it (hundredths of a peso wagered). */
  experience: number;
  rates: Record<string, number>;
}

export interface RebateAudit {
  vip: number;
  vipExp: number;
  /** The game types the table has columns for, in lobby order. */
  gameTypes: { id: number; name: string }[];
  levels: RebateLevel[];
  /** The next level and what the bets waiting now would pay there (null at the top level). */
  next: { level: number; amount: number } | null;
}

/** One claim of the player's rebate log. */
export interface RebateLogRow {
  id: number;
  gameTypeId: number;
  name: string;
  validBet: number;
  rate: number;
  /** The VIP level the claim was paid at. */
  vip: number;
  amount: number;
  /** Milliseconds since the epoch. */
  createTime: number;
}

/** What a claim paid, per game type and in all, the balance after, and how the bonus was granted. */
export interface RebateClaim {
  awards: Award[];
  coin: number;
  bonusStatus: 'pending' | 'locked' | 'released';
  paid: { gameTypeId: number; validBet: number; rate: number; amount: number }[];
}

export interface RebateResponses {
  /** The rebate waiting, per game type (`type` 0: every type). */
  betBonus: RebateSummary;
  /** Claims every game type with something due. */
  betBonusReceive: RebateClaim;
  /** Claims one game type. */
  betBonusByTypeReceive: RebateClaim;
  /** The player's claims, newest first. */
  betBonusLog: { list: RebateLogRow[]; pages: number; total: number };
  /** The rate of every level by game type, the player's level and what the next would pay. */
  getVipLevelAudit: RebateAudit;
}

const call = /*#__PURE__*/ callFactory<typeof REBATE_SCHEMAS, RebateResponses>();

export const betBonus = /*#__PURE__*/ call('betBonus');
export const betBonusReceive = /*#__PURE__*/ call('betBonusReceive');
export const betBonusByTypeReceive = /*#__PURE__*/ call('betBonusByTypeReceive');
export const betBonusLog = /*#__PURE__*/ call('betBonusLog');
export const getVipLevelAudit = /*#__PURE__*/ call('getVipLevelAudit');

export const REBATE_CALLS = /*#__PURE__*/ tableOf(betBonus, betBonusReceive, betBonusByTypeReceive, betBonusLog, getVipLevelAudit);

// The VIP bet rebate of a player: per game type, the settled valid bets not yet rebated (after the
// type's watermark, the last bet a claim covered), the rate of the player's level (basis points,
// AppConfig.rebateConfig) and what that pays. A claim reads and pays in one IMMEDIATE
// transaction: it moves the watermark to the last bet it covered, so a bet counts once, and its
// bonus grant `rebate:<type>:<last bet id>` pays once however often the claim is sent.
import type { AppConfig } from '../../../contract/core';
import type { AppGameType } from '../../../contract/games';
import { COIN_PROP_ID } from '../../../contract/mail';
import { BASIS_POINTS, RebateErrorCode, type RebateAudit, type RebateClaim, type RebateDue, type RebateLogRow, type RebateSummary } from '../../../contract/rebate';
import { grantBonus } from '../bonus/service';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import { betsAfterRound } from '../records/service';
import { findUserById } from '../users/service';
import { insertRebateClaim, pageRebateClaims, rebateWatermarks } from './rebate-claims';

export type RebateConfig = Pick<AppConfig, 'appVipMap' | 'appGameList' | 'appGameTypeList' | 'rebateConfig' | 'bonusTurnover'>;

interface Pending extends RebateDue {
  lastId: number;
}

/** The rate of `level` on game type `typeId` in basis points (0 when unset or malformed). */
function rateOf(config: RebateConfig, level: number, typeId: number): number {
  const rate = config.rebateConfig?.rates[String(level)]?.[String(typeId)];
  return typeof rate === 'number' && Number.isInteger(rate) && rate > 0 && rate <= BASIS_POINTS ? rate : 0;
}

const amountOf = (validBet: number, rate: number) => Math.floor((validBet * rate) / BASIS_POINTS);
const byLobbyOrder = (a: AppGameType, b: AppGameType) => a.sort - b.sort || a.id - b.id;
const vipOf = (db: SandboxDb, userId: number) => findUserById(db, userId)?.vip ?? 0;

/** Every game type's bets waiting, at the rate of `vip`, in lobby order. */
function pendingOf(db: SandboxDb, config: RebateConfig, userId: number, vip: number): Pending[] {
  const gamesOfType = new Map<number, number[]>();
  for (const game of config.appGameList) gamesOfType.set(game.gameTypeId, [...(gamesOfType.get(game.gameTypeId) ?? []), game.id]);
  const watermarks = rebateWatermarks(db, userId);
  return [...config.appGameTypeList].sort(byLobbyOrder).map((type): Pending => {
    const { bet, lastId } = betsAfterRound(db, userId, gamesOfType.get(type.id) ?? [], watermarks.get(type.id) ?? 0);
    const rate = rateOf(config, vip, type.id);
    return { gameTypeId: type.id, name: type.name, validBet: bet, rate, amount: amountOf(bet, rate), lastId };
  });
}

/** Shown: the types open in the lobby, and a closed one while bets on it wait. */
const shown = (config: RebateConfig, pending: Pending) => pending.validBet > 0 || config.appGameTypeList.some((type) => type.id === pending.gameTypeId && type.status === 1);

function checkType(config: RebateConfig, type: number): void {
  if (type !== 0 && !config.appGameTypeList.some((t) => t.id === type)) throw new CallFailure(RebateErrorCode.unknownType, 'There is no such game type');
}

/** The rebate waiting per game type (`type` 0: every type) and in all. */
export function rebateSummary(db: SandboxDb, config: RebateConfig, userId: number, type: number): RebateSummary {
  checkType(config, type);
  const vip = vipOf(db, userId);
  const types = pendingOf(db, config, userId, vip)
    .filter((p) => (type === 0 ? shown(config, p) : p.gameTypeId === type))
    .map(({ lastId: _lastId, ...due }) => due);
  return { vip, types, total: types.reduce((sum, due) => sum + due.amount, 0) };
}

/** The least rebate the award flag calls out (₱1): a few centavos after any bet would keep the dot on for good. */
const FLAG_MIN = 100;

/** True when a claim would pay at least ₱1 now (the award flags' `vip`). */
export const hasRebateDue = (db: SandboxDb, config: RebateConfig, userId: number): boolean =>
  pendingOf(db, config, userId, vipOf(db, userId)).reduce((sum, p) => sum + p.amount, 0) >= FLAG_MIN;

/**
 * Pays the rebate of game type `type` (0: every type with something due) at the player's level
 * now, once: one grant and one claim row per type, all in one IMMEDIATE transaction.
 */
export function claimRebate(db: SandboxDb, config: RebateConfig, userId: number, type: number, now: number): RebateClaim {
  checkType(config, type);
  return db.transaction((): RebateClaim => {
    const vip = vipOf(db, userId);
    const asked = pendingOf(db, config, userId, vip).filter((p) => type === 0 || p.gameTypeId === type);
    const payable = asked.filter((p) => p.amount > 0);
    if (payable.length === 0) {
      if (asked.every((p) => p.rate === 0)) throw new CallFailure(RebateErrorCode.noRate, vip < 1 ? 'Reach VIP 1 to earn a bet rebate' : `VIP ${vip} earns no rebate here`);
      throw new CallFailure(RebateErrorCode.nothingDue, 'No rebate is due yet: play on');
    }
    let last: { coin: number; status: RebateClaim['bonusStatus'] } | undefined;
    for (const p of payable) {
      const grant = grantBonus(db, config, { userId, kind: 'rebate', claimKey: `rebate:${p.gameTypeId}:${p.lastId}`, ref: p.name, amount: p.amount, now });
      // The watermark moves with every grant, so this is unreachable unless the two disagree: pay nothing.
      if (!grant.granted) throw new CallFailure(RebateErrorCode.nothingDue, 'This rebate was already paid');
      insertRebateClaim(db, { userId, gameTypeId: p.gameTypeId, lastRoundId: p.lastId, validBet: p.validBet, rate: p.rate, vip, amount: p.amount, now });
      last = { coin: grant.coin, status: grant.status };
    }
    const total = payable.reduce((sum, p) => sum + p.amount, 0);
    return {
      awards: [{ propId: COIN_PROP_ID, count: total }],
      coin: last!.coin,
      bonusStatus: last!.status,
      paid: payable.map((p) => ({ gameTypeId: p.gameTypeId, validBet: p.validBet, rate: p.rate, amount: p.amount })),
    };
  }).immediate();
}

/** The rate table of every level by game type, with the player's level and what the next would pay. */
export function rebateAudit(db: SandboxDb, config: RebateConfig, userId: number): RebateAudit {
  const user = findUserById(db, userId);
  const vip = user?.vip ?? 0;
  const gameTypes = config.appGameTypeList.filter((type) => type.status === 1).sort(byLobbyOrder);
  const levels = Object.values(config.appVipMap)
    .sort((a, b) => a.level - b.level)
    .map((level) => ({ level: level.level, experience: level.experience, rates: Object.fromEntries(gameTypes.map((type) => [String(type.id), rateOf(config, level.level, type.id)])) }));
  const nextLevel = levels.find((level) => level.level > vip);
  const next = nextLevel
    ? { level: nextLevel.level, amount: pendingOf(db, config, userId, vip).reduce((sum, p) => sum + amountOf(p.validBet, rateOf(config, nextLevel.level, p.gameTypeId)), 0) }
    : null;
  return { vip, vipExp: user?.vip_exp ?? 0, gameTypes: gameTypes.map((type) => ({ id: type.id, name: type.name })), levels, next };
}

/** One page of the player's claims, newest first. */
export function rebateLog(db: SandboxDb, config: RebateConfig, userId: number, page: { pageNum: number; pageSize: number }): { list: RebateLogRow[]; pages: number; total: number } {
  const { list, total } = pageRebateClaims(db, userId, page);
  const names = new Map(config.appGameTypeList.map((type) => [type.id, type.name]));
  return {
    list: list.map((row) => ({ ...row, name: names.get(row.gameTypeId) ?? `#${row.gameTypeId}` })),
    pages: Math.max(1, Math.ceil(total / page.pageSize)),
    total,
  };
}

// The Lucky Jackpot's rules: the daily chance (a Manila day's paid deposits and real-money bets
// reaching the config's minimums), the draw (one IMMEDIATE transaction: the chance is used, the
// cell is drawn by the configured odds with the sandbox's chance, the prize is paid: a jackpot
// tier as a bonus grant of its pool's share, the pool starting again at its seed; coins as a bonus
// grant; points to the points account; any other prop to the holdings), the pools growing with
// every settled bet, the player's record and the ranking of jackpot wins.
import type { AppConfig } from '../../../contract/core';
import { ActivityId } from '../../../contract/activity-ids';
import {
  DEFAULT_JACKPOT_CONFIG,
  JACKPOT_TIERS,
  JackpotAwardType,
  JackpotErrorCode,
  type JackpotCell,
  type JackpotConfig,
  type JackpotDrawResult,
  type JackpotInfo,
  type JackpotPoolDef,
  type JackpotRankRow,
  type JackpotRecordRow,
  type JackpotResponses,
  type JackpotSection,
  type JackpotWinner,
} from '../../../contract/jackpot';
import { jackpotTier, propKind } from '../../../contract/props';
import { activeActivityIds } from '../activities/service';
import { grantBonus } from '../bonus/service';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import type { SettlementHook } from '../hooks';
import { manilaDate, manilaDayStart } from '../lib/money-text';
import { pickWeighted, type RandomInt } from '../lib/random';
import { addPoints } from '../points/service';
import { moveProps } from '../props/service';
import { betTotalsSince } from '../records/service';
import { findUserById } from '../users/service';
import { paidSince } from '../wallet/service';
import { bestWinOf, chanceUsed, drawsOf, growPool, insertDraw, latestWins, poolAmount, resetPool, setDrawPaid, winsByAmount, type DrawRow } from './jackpot-store';
import { maskName } from '../lib/mask-name';

type JackpotAppConfig = Pick<AppConfig, 'jackpotConfig' | 'jackpotAwardConfigList' | 'bonusTurnover'>;

const WINNERS_SHOWN = 20;
const COIN = 2001;
const POINTS = 2002;

const configOf = (config: Pick<AppConfig, 'jackpotConfig'>): JackpotConfig => config.jackpotConfig ?? DEFAULT_JACKPOT_CONFIG;
const poolOf = (jackpot: JackpotConfig, propId: number): JackpotPoolDef | undefined => jackpot.pools.find((pool) => pool.propId === propId);

/** The chance a player's Manila day gives: its key is the date. */
const chanceKeyOf = (now: number): string => manilaDate(now);

/** True when the cell can be paid: a tier with a pool, or a known prop with a count. */
function payable(jackpot: JackpotConfig, cell: JackpotCell): boolean {
  if (cell.type === JackpotAwardType.jackpot) return jackpotTier(cell.propId) !== null && poolOf(jackpot, cell.propId) !== undefined;
  const kind = propKind(cell.propId);
  return cell.type === JackpotAwardType.prize && kind !== 'unknown' && kind !== 'jackpot' && Number.isSafeInteger(cell.count) && cell.count > 0;
}

/** The cell's weight: the configured one, 0 for a cell that cannot be paid. */
const weightOf = (jackpot: JackpotConfig, cell: JackpotCell): number => {
  const weight = jackpot.weights[String(cell.id)] ?? 0;
  return payable(jackpot, cell) && Number.isSafeInteger(weight) && weight > 0 ? weight : 0;
};

/** The jackpot is open: its activity is on and the config's switch too. */
const isOpen = (db: SandboxDb, jackpot: JackpotConfig): boolean => jackpot.status === 1 && activeActivityIds(db).includes(ActivityId.LuckyJackpot);

interface ChanceState {
  open: boolean;
  drawnToday: boolean;
  needDeposit: number;
  needTyping: number;
}

function chanceState(db: SandboxDb, jackpot: JackpotConfig, userId: number, now: number): ChanceState {
  const since = manilaDayStart(now);
  const deposited = [...paidSince(db, userId, since).values()].reduce((sum, amount) => sum + amount, 0);
  const bet = betTotalsSince(db, userId, since).bet;
  return {
    open: isOpen(db, jackpot),
    drawnToday: chanceUsed(db, userId, chanceKeyOf(now)),
    needDeposit: Math.max(0, jackpot.minDeposit - deposited),
    needTyping: Math.max(0, jackpot.minBet - bet),
  };
}

const canDraw = (state: ChanceState): boolean => state.open && !state.drawnToday && state.needDeposit === 0 && state.needTyping === 0;

/** The award flag canReceiveDrawChance: today's chance is earned and not drawn. */
export function hasDrawChance(db: SandboxDb, config: Pick<AppConfig, 'jackpotConfig'>, userId: number, now: number): boolean {
  return canDraw(chanceState(db, configOf(config), userId, now));
}

const nameOf = (db: SandboxDb, userId: number): { nickname: string; avatar: string } => {
  const user = findUserById(db, userId);
  return { nickname: user?.nickname || user?.account || `Player ${user?.uuid.slice(0, 6) ?? userId}`, avatar: user?.avatar ?? '' };
};

const sectionOf = (amount: number, spreadBp: number): JackpotSection => [amount - Math.floor((amount * Math.max(0, Math.min(10_000, spreadBp))) / 10_000), amount];

/** getJackpotDrawInfo: the pools and their shown ranges, the player's chance, the latest winners. */
export function jackpotInfo(db: SandboxDb, config: JackpotAppConfig, userId: number, now: number): JackpotInfo {
  const jackpot = configOf(config);
  const [mega, major, minor, mini] = JACKPOT_TIERS.map((propId) => poolAmount(db, propId, poolOf(jackpot, propId)?.seed ?? 0)) as [number, number, number, number];
  const state = chanceState(db, jackpot, userId, now);
  const winners = latestWins(db, JackpotAwardType.jackpot, WINNERS_SHOWN).map(
    (row): JackpotWinner => ({ nickname: maskName(nameOf(db, row.userId).nickname), propId: row.propId, type: row.type, amountSection: row.amount, count: row.count, updateTime: row.createdAt }),
  );
  return {
    open: state.open,
    total: mega + major + minor + mini,
    megaJackpot: mega,
    megaJackpotSection: sectionOf(mega, jackpot.spreadBp),
    majorJackpot: major,
    majorJackpotSection: sectionOf(major, jackpot.spreadBp),
    minorJackpot: minor,
    minorJackpotSection: sectionOf(minor, jackpot.spreadBp),
    miniJackpot: mini,
    miniJackpotSection: sectionOf(mini, jackpot.spreadBp),
    canReceiveDrawChance: canDraw(state),
    drawnToday: state.drawnToday,
    needDeposit: state.needDeposit,
    needTyping: state.needTyping,
    minDeposit: jackpot.minDeposit,
    minBet: jackpot.minBet,
    jackpotWinnerList: winners,
  };
}

/** The cell a draw lands on, by the configured odds (exported for the odds test). */
export function drawCell(config: JackpotAppConfig, random: RandomInt): JackpotCell {
  const jackpot = configOf(config);
  const cells = config.jackpotAwardConfigList;
  if (!cells.some((cell) => weightOf(jackpot, cell) > 0)) throw new CallFailure(JackpotErrorCode.noPrizes, 'The jackpot has no prize to draw');
  return pickWeighted(cells, (cell) => weightOf(jackpot, cell), random);
}

/** receiveDrawChance: uses today's chance once and pays what it draws. */
export function drawJackpot(db: SandboxDb, config: JackpotAppConfig, userId: number, now: number, random: RandomInt): JackpotDrawResult {
  return db.transaction((): JackpotDrawResult => {
    const jackpot = configOf(config);
    const state = chanceState(db, jackpot, userId, now);
    if (!state.open) throw new CallFailure(JackpotErrorCode.closed, 'The Lucky Jackpot is closed');
    if (state.drawnToday) throw new CallFailure(JackpotErrorCode.used, 'Today’s draw chance is used; the next comes tomorrow');
    if (state.needDeposit > 0) throw new CallFailure(JackpotErrorCode.needDeposit, 'Deposit today to get a draw chance', { needDeposit: state.needDeposit });
    if (state.needTyping > 0) throw new CallFailure(JackpotErrorCode.needBet, 'Bet today to get a draw chance', { needTyping: state.needTyping });
    const cell = drawCell(config, random);
    const id = insertDraw(db, userId, chanceKeyOf(now), { cellId: cell.id, type: cell.type, propId: cell.propId, count: cell.count, amount: 0, createdAt: now });
    if (id === undefined) throw new CallFailure(JackpotErrorCode.used, 'Today’s draw chance is used; the next comes tomorrow');
    return payDraw(db, config, jackpot, userId, id, cell, now);
  }).immediate();
}

function payDraw(db: SandboxDb, config: JackpotAppConfig, jackpot: JackpotConfig, userId: number, drawId: number, cell: JackpotCell, now: number): JackpotDrawResult {
  const claimKey = `jackpot:${drawId}`;
  const money = (amount: number): JackpotDrawResult => {
    const grant = grantBonus(db, config, { userId, kind: 'jackpot', claimKey, amount, ref: claimKey, now });
    if (!grant.granted) throw new Error('a jackpot draw was paid twice');
    setDrawPaid(db, drawId, cell.type === JackpotAwardType.jackpot ? amount : cell.count, amount);
    return { id: cell.id, propId: cell.propId, count: cell.type === JackpotAwardType.jackpot ? amount : cell.count, type: cell.type, bonus: amount, coin: grant.coin, bonusStatus: grant.status };
  };
  if (cell.type === JackpotAwardType.jackpot) {
    const pool = poolOf(jackpot, cell.propId)!;
    const amount = Math.floor((poolAmount(db, cell.propId, pool.seed) * Math.max(0, Math.min(100, pool.payoutPercent))) / 100);
    resetPool(db, cell.propId, pool.seed);
    return money(Math.max(1, amount));
  }
  if (cell.propId === COIN) return money(cell.count);
  if (cell.propId === POINTS) addPoints(db, userId, cell.count);
  else {
    const moved = moveProps(db, { userId, propId: cell.propId, delta: cell.count, kind: 'jackpot-award', key: claimKey, now });
    if (!moved.moved) throw new Error('a jackpot prop was given twice');
  }
  return { id: cell.id, propId: cell.propId, count: cell.count, type: cell.type, bonus: 0, coin: findUserById(db, userId)?.coin ?? 0, bonusStatus: 'released' };
}

/** Every settled real-money bet grows the pools by their shares (nothing while the jackpot is switched off). */
export const jackpotPoolHook: SettlementHook = ({ db, config, betAmount }) => {
  const jackpot = configOf(config);
  if (jackpot.status !== 1 || betAmount <= 0) return;
  for (const pool of jackpot.pools) if (pool.shareBp > 0 && JACKPOT_TIERS.includes(pool.propId as never)) growPool(db, pool.propId, pool.seed, betAmount, pool.shareBp);
};

const pagesOf = (total: number, size: number) => Math.ceil(total / size);

/** getPersonJackpotDrawAwardLog: the player's draws, newest first. */
export function jackpotRecord(db: SandboxDb, userId: number, pageNum: number, pageSize: number): JackpotResponses['getPersonJackpotDrawAwardLog'] {
  const { list, total } = drawsOf(db, userId, pageNum, pageSize);
  return {
    list: list.map((row): JackpotRecordRow => ({ id: row.id, propId: row.propId, type: row.type, amountSection: row.amount, count: row.count, createTime: row.createdAt })),
    pages: pagesOf(total, pageSize),
    total,
  };
}

const rankRow = (db: SandboxDb, row: DrawRow, ranking: number, masked: boolean): JackpotRankRow => {
  const { nickname, avatar } = nameOf(db, row.userId);
  return { id: row.id, ranking, avatar, nickname: masked ? maskName(nickname) : nickname, propId: row.propId, amountSection: row.amount, createTime: row.createdAt };
};

/** getJackpotRank: every jackpot win, biggest first, and the player's own best with its place. */
export function jackpotRank(db: SandboxDb, userId: number, pageNum: number, pageSize: number): JackpotResponses['getJackpotRank'] {
  const { list, total } = winsByAmount(db, JackpotAwardType.jackpot, pageNum, pageSize);
  const best = bestWinOf(db, JackpotAwardType.jackpot, userId);
  return {
    allRank: { list: list.map((row, i) => rankRow(db, row, (pageNum - 1) * pageSize + i + 1, row.userId !== userId)), pages: pagesOf(total, pageSize), total },
    personRank: best ? rankRow(db, best.row, best.ranking, false) : null,
  };
}


// The wallet record (walletRecord: deposits and withdrawals, by type and period) and the money
// history (appUserCoinDetail), 20 a page; both load when shown and reset with the session. Apart
// from the withdraw store, so the wallet page does not carry them.
import { call } from '../../api/http';
import { atom, computed } from 'nanostores';
import type { CoinDetailRow, WalletRecordRow } from '../../../contract/wallet';
import * as walletCalls from '../../../contract/wallet';
import { pagedList } from '../../stores/server-state-paged';
import { $token } from '../../stores/session';

export type RecordFilter = 'all' | 'deposit' | 'withdraw';
export const RECORD_FILTERS: readonly RecordFilter[] = ['all', 'deposit', 'withdraw'];
export const RECORD_PAGE_SIZE = 20;

export type RecordPeriod = 'all' | 'today' | 'week' | 'month';
export const RECORD_PERIODS: readonly RecordPeriod[] = ['all', 'today', 'week', 'month'];
const PERIOD_DAYS: Record<Exclude<RecordPeriod, 'all'>, number> = { today: 1, week: 7, month: 30 };

const DAY_MS = 86_400_000;
/** Manila is UTC+8 all year (no daylight saving). */
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** Start of a period in ms: Manila midnight `days - 1` days before `now` (the phone's own zone does not count); undefined for all time. */
export function periodStart(period: RecordPeriod, now: number = Date.now()): number | undefined {
  if (period === 'all') return undefined;
  const manilaMidnight = Math.floor((now + MANILA_OFFSET_MS) / DAY_MS) * DAY_MS - MANILA_OFFSET_MS;
  return manilaMidnight - (PERIOD_DAYS[period] - 1) * DAY_MS;
}

/**
 * Which way a row moved the player's money: a paid deposit came in, a withdrawal under review or
 * paid went out; a deposit still waiting, cancelled or expired and a refused withdrawal (its money
 * returned) moved nothing, so they carry no sign.
 */
export function moneyMoved(row: Pick<WalletRecordRow, 'type' | 'status'>): 'in' | 'out' | 'none' {
  if (row.type === 'deposit') return row.status === 'paid' ? 'in' : 'none';
  return row.status === 'pending' || row.status === 'paid' ? 'out' : 'none';
}

export const $recordFilter = atom<RecordFilter>('all');
export const $recordPeriod = atom<RecordPeriod>('all');
const $recordKey = computed([$token, $recordFilter, $recordPeriod], (token, filter, period) => (token === null ? null : { filter, period }));

export const $walletRecord = pagedList(
  $recordKey,
  async ({ filter, period }, pageNum) => {
    const startTime = periodStart(period);
    const answer = await call(walletCalls.walletRecord, {
      pageNum,
      pageSize: RECORD_PAGE_SIZE,
      ...(filter === 'all' ? {} : { type: filter }),
      ...(startTime === undefined ? {} : { startTime }),
    });
    const items = Array.isArray(answer.list) ? answer.list : [];
    return { items, done: items.length < RECORD_PAGE_SIZE || pageNum >= answer.pages };
  },
  (row: WalletRecordRow) => row.orderNo,
);

/** Every balance change with its reason (appUserCoinDetail), 20 a page. */
export const $coinDetail = pagedList(
  $token,
  async (_token, pageNum) => {
    const answer = await call(walletCalls.appUserCoinDetail, { pageNum, pageSize: RECORD_PAGE_SIZE });
    const items = Array.isArray(answer.list) ? answer.list : [];
    return { items, done: items.length < RECORD_PAGE_SIZE || pageNum >= answer.pages };
  },
  (row: CoinDetailRow) => row.id,
);

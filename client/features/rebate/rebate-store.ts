// The bet rebate pages' data: what is due per game type (betBonus), the rate table
// (getVipLevelAudit) and the claims log (betBonusLog, paged); the claims of one type or of all. A
// claim updates the balance, shows the reward modal (saying it is bonus money), refreshes the red
// dots and the page; everything resets with the session.
import { onMount } from 'nanostores';
import { call } from '../../api/http';
import type { RebateLogRow } from '../../../contract/rebate';
import * as rebateCalls from '../../../contract/rebate';
import { showClaimedReward } from '../../stores/reward-claim';
import { query, type Query } from '../../stores/server-state';
import { mutation } from '../../stores/server-state-mutation';
import { pagedList } from '../../stores/server-state-paged';
import { $token } from '../../stores/session';

export const REBATE_LOG_PAGE_SIZE = 20;

/** Bets settle between visits: each new showing loads again (the data shown stays meanwhile). */
function freshOnEveryShowing<T>(store: Query<T>): Query<T> {
  onMount(store, () => {
    // A load already running (the query's own first load) is enough; otherwise load again.
    if (!store.value?.loading) void store.reload();
  });
  return store;
}

/** The rebate waiting, per game type and in all. */
export const $rebateDue = freshOnEveryShowing(query($token, () => call(rebateCalls.betBonus, { type: 0 })));

/** The rate of every level by game type, the player's level and what the next would pay. */
export const $rebateAudit = freshOnEveryShowing(query($token, () => call(rebateCalls.getVipLevelAudit, {})));

const refreshes = [$rebateDue, $rebateAudit];

/** Claims every game type with something due. */
export const $claimAllRebate = mutation($token, () => call(rebateCalls.betBonusReceive, {}), { done: showClaimedReward, refreshes });

/** Claims one game type. */
export const $claimTypeRebate = mutation($token, (type: number) => call(rebateCalls.betBonusByTypeReceive, { type }), { done: showClaimedReward, refreshes });

/** The player's claims, newest first; the first page loads each time it is shown. */
export const $rebateLog = pagedList(
  $token,
  async (_token, pageNum) => {
    const answer = await call(rebateCalls.betBonusLog, { pageNum, pageSize: REBATE_LOG_PAGE_SIZE });
    const items = Array.isArray(answer.list) ? answer.list : [];
    return { items, done: items.length < REBATE_LOG_PAGE_SIZE || pageNum >= answer.pages };
  },
  (row: RebateLogRow) => row.id,
);

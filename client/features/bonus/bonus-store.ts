// The bonus centre's data: the player's reward record (every grant, newest first) and the open
// grants (pending or locked) with what holds each, 20 a page; both load when shown and reset with
// the session.
import { call } from '../../api/http';
import type { RewardLogRow } from '../../../contract/bonus';
import * as bonusCalls from '../../../contract/bonus';
import { pagedList } from '../../stores/server-state-paged';
import { $token } from '../../stores/session';

export const REWARD_PAGE_SIZE = 20;

const pages = (open: boolean) => async (_token: string, pageNum: number) => {
  const answer = await call(bonusCalls.activityAwardGetLog, { pageNum, pageSize: REWARD_PAGE_SIZE, ...(open && { open: true }) });
  const items = Array.isArray(answer.list) ? answer.list : [];
  return { items, done: items.length < REWARD_PAGE_SIZE || pageNum >= answer.pages };
};

/** Every reward the player received. */
export const $rewardLog = pagedList($token, pages(false), (row: RewardLogRow) => row.id);

/** The rewards still held: waiting for a first deposit, or locked by their turnover. */
export const $openRewards = pagedList($token, pages(true), (row: RewardLogRow) => row.id);

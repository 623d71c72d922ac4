// The lottery pages' data: the draw on sale with the player's coupons (lotteryInfo, loaded on each
// showing), a clock that ticks each second while a page shows it (paused while the page is hidden)
// and reloads the draw once its sales close (the server draws it then), buying (one request id per
// purchase, so a double tap or a retry buys once), and the paged orders, draws and winnings.
import { atom, computed, onMount } from 'nanostores';
import { call } from '../../api/http';
import type { LotteryDrawResult, LotteryInfo, LotteryOrder, LotteryRecordRow } from '../../../contract/lottery';
import * as lotteryCalls from '../../../contract/lottery';
import { refreshBalance } from '../../stores/session';
import { query, type Query } from '../../stores/server-state';
import { mutation } from '../../stores/server-state-mutation';
import { pagedList } from '../../stores/server-state-paged';
import { poll } from '../../stores/server-state-poll';
import { $token } from '../../stores/session';
import { remainingMs } from './lottery-rules';

export const LOTTERY_PAGE_SIZE = 20;

/** The lottery's state and when it came (the phone's clock), for the countdown. */
export type LotteryState = LotteryInfo & { receivedAt: number };

function freshOnEveryShowing<T>(store: Query<T>): Query<T> {
  onMount(store, () => {
    if (!store.value?.loading) void store.reload();
  });
  return store;
}

/** The draw on sale, the last result, the player's coupons and the config. */
export const $lottery = freshOnEveryShowing(query($token, async (): Promise<LotteryState> => ({ ...(await call(lotteryCalls.lotteryInfo, {})), receivedAt: Date.now() })));

/** The phone's clock, each second while shown. */
const $tick = atom(Date.now());
onMount($tick, () => poll({ step: () => $tick.set(Date.now()), every: 1000 }));

/** Milliseconds until the draw on sale closes (null before the first answer). */
export const $lotteryRemaining = computed([$lottery, $tick], ({ data }, now) => (data ? remainingMs(data.draw.closeAt, data.now, data.receivedAt, now) : null));

// When the sales close, load again once for that draw: the server draws it and puts the next on sale.
let reloadedFor = 0;
onMount($lotteryRemaining, () =>
  $lotteryRemaining.listen((left) => {
    const state = $lottery.get();
    if (left === 0 && state.data && !state.loading && reloadedFor !== state.data.draw.id) {
      reloadedFor = state.data.draw.id;
      void $lottery.reload();
    }
  }),
);

export interface BuyRequest {
  productId: number;
  drawId: number;
  /** The player's numbers (a ticket type he picks for). */
  numbers?: number[];
}

/** Buys a ticket type; the player's coupons come back with the order. */
export const $buyLottery = mutation($token, (req: BuyRequest, { requestId }) => call(lotteryCalls.lotteryOrder, { ...req, requestId }), {
  done: ({ coupons }) => {
    $lottery.mutate((data) => data && { ...data, coupons, myTickets: data.myTickets + 1 });
    // User info `lottery` (the coupons held) comes with the balance.
    void refreshBalance();
  },
  refreshes: [$lottery],
});

const page =
  <T,>(fetch: (body: { pageNum: number; pageSize: number }) => Promise<{ list: T[]; pages: number }>) =>
  async (_token: string, pageNum: number) => {
    const answer = await fetch({ pageNum, pageSize: LOTTERY_PAGE_SIZE });
    const items = Array.isArray(answer.list) ? answer.list : [];
    return { items, done: items.length < LOTTERY_PAGE_SIZE || pageNum >= answer.pages };
  };

/** The player's orders with their tickets, newest first. */
export const $lotteryOrders = pagedList(
  $token,
  page((body) => call(lotteryCalls.lotteryOrders, body)),
  (row: LotteryOrder) => row.id,
);

/** Past draws, newest first. */
export const $lotteryHistory = pagedList(
  $token,
  page((body) => call(lotteryCalls.lotteryHistory, body)),
  (row: LotteryDrawResult) => row.id,
);

/** The player's winning tickets, newest first. */
export const $lotteryRecord = pagedList(
  $token,
  page((body) => call(lotteryCalls.lotteryRecord, body)),
  (row: LotteryRecordRow) => row.id,
);

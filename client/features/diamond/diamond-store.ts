// The scratch card and diamond shop pages' data: the shop (guests too), the ticker, the scratch
// card's state, the logs (paged), and the changes: exchanges (one request id per tap, kept for a
// retry, so a repeated request is answered, not paid again; the page resets the mutation after a
// success so the next tap is a new exchange), scratching a card (the prize comes
// back before the player scratches; the reward modal waits for the reveal) and add-up claims.
import { atom, onMount } from 'nanostores';
import { call } from '../../api/http';
import * as diamondCalls from '../../../contract/diamond';
import type { DiamondExchangeKind, DiamondLogRow, DiamondOrderRow } from '../../../contract/diamond';
import * as scratchCalls from '../../../contract/scratch-card';
import type { ScratchLogRow, ScratchResponses } from '../../../contract/scratch-card';
import { showClaimedReward } from '../../stores/reward-claim';
import { query, type Query } from '../../stores/server-state';
import { mutation } from '../../stores/server-state-mutation';
import { mutationFamily } from '../../stores/server-state-mutation-family';
import { pagedList } from '../../stores/server-state-paged';
import { $token, $viewer } from '../../stores/session';

const PAGE = diamondCalls.DIAMOND_LOG_PAGE_SIZE;

/** Deposits, other devices and other players change these between visits: each showing loads again (the data shown stays meanwhile). */
function freshOnEveryShowing<T>(store: Query<T>): Query<T> {
  onMount(store, () => {
    // A load already running (the query's own first load) is enough; otherwise load again.
    if (!store.value?.loading) void store.reload();
  });
  return store;
}

/** The shop: diamonds and cards held, what each section sells. */
export const $diamondShop = freshOnEveryShowing(query($viewer, () => call(diamondCalls.diamondShopData, {})));

/** Everyone's newest exchanges and wins, masked. */
export const $diamondTickers = freshOnEveryShowing(query($viewer, () => call(diamondCalls.appDiamondBonusTickersData, {})));

/** The scratch card's state: cards held, scratched, odds, add-up awards. */
export const $scratchInfo = freshOnEveryShowing(query($token, () => call(scratchCalls.getScratchCardInfo, {})));

const pages = <T extends { id: number }>(fetch: (pageNum: number) => Promise<{ list: T[]; pages: number }>) =>
  pagedList(
    $token,
    async (_token, pageNum) => {
      const answer = await fetch(pageNum);
      const items = Array.isArray(answer.list) ? answer.list : [];
      return { items, done: items.length < PAGE || pageNum >= answer.pages };
    },
    (row: T) => row.id,
  );

export const $goodsOrders = pages<DiamondOrderRow>((pageNum) => call(diamondCalls.diamondGoodsExchangeOrderLog, { pageNum, pageSize: PAGE }));
export const $diamondLog = pages<DiamondLogRow>((pageNum) => call(diamondCalls.diamondLog, { pageNum, pageSize: PAGE }));
export const $scratchLog = pages<ScratchLogRow>((pageNum) => call(scratchCalls.searchScratchCardAwardLog, { pageNum, pageSize: PAGE }));

const EXCHANGE_CALLS = {
  coin: diamondCalls.diamondExchangeCoin,
  goods: diamondCalls.diamondExchangeGoods,
  scratchcard: diamondCalls.diamondExchangeScratchcard,
} as const;

/** One exchange per section; the argument is the item id. */
export const exchangeOf = mutationFamily((kind: DiamondExchangeKind) =>
  mutation($token, (id: number, { requestId }) => call(EXCHANGE_CALLS[kind], { id, requestId }), {
    done: showClaimedReward,
    refreshes: [$diamondShop, $diamondTickers, ...(kind === 'goods' ? [$goodsOrders] : []), $diamondLog, ...(kind === 'scratchcard' ? [$scratchInfo] : [])],
  }),
);

/** The card in hand: its prize is known; `revealed` once the player has seen it (the modal came then). */
export const $scratchedCard = atom<{ result: ScratchResponses['scratchCardLottery']; revealed: boolean } | null>(null);
// Another player (or none) on this device: the card in hand was not theirs.
onMount($scratchedCard, () => $token.listen(() => $scratchedCard.set(null)));

/** Takes a card: the server draws its prize now; the page shows it under the scratch surface. */
export const $scratchCard = mutation($token, (_: void, { requestId }) => call(scratchCalls.scratchCardLottery, { requestId }), {
  done: (result) => $scratchedCard.set({ result, revealed: false }),
});

/** The card is fully shown: the reward modal (once), then the page's data (counts, log, add-up bar). */
export function revealScratched(): void {
  const card = $scratchedCard.get();
  if (!card || card.revealed) return;
  $scratchedCard.set({ ...card, revealed: true });
  showClaimedReward(card.result);
  void $scratchInfo.reload();
  void $scratchLog.reload();
  void $diamondTickers.reload();
}

/** Claims add-up award `id` (once; the server refuses a second claim). */
export const $claimAddup = mutation($token, (id: number) => call(scratchCalls.receiveAddupAwardById, { id }), { done: showClaimedReward, refreshes: [$scratchInfo] });

// The Lucky Jackpot's server state: the info (pools, the player's chance, the latest winners), the
// totals as shown (re-drawn within the server's ranges every 6 s, paused while the page is hidden
// or the wheel covers them),
// the player's record (pages of 20) and the ranking (pages of 10, with the player's own row), and
// the draw itself.
import { atom, onMount } from 'nanostores';
import { call } from '../../api/http';
import * as jackpotCalls from '../../../contract/jackpot';
import { JACKPOT_RANK_PAGE_SIZE, JACKPOT_RECORD_PAGE_SIZE, type JackpotDrawResult, type JackpotInfo, type JackpotRankRow, type JackpotRecordRow } from '../../../contract/jackpot';
import { refreshAwards } from '../../stores/awards';
import { query } from '../../stores/server-state';
import { pagedList } from '../../stores/server-state-paged';
import { $token, patchUser, refreshBalance } from '../../stores/session';

export type Tier = 'mega' | 'major' | 'minor' | 'mini';
export const TIERS: readonly Tier[] = ['mega', 'major', 'minor', 'mini'];

/** The jackpot for the signed-in player (nothing for guests). */
export const $jackpotInfo = query($token, (): Promise<JackpotInfo> => call(jackpotCalls.getJackpotDrawInfo, {}));

/** True when page `pageNum` of `pages` (holding `received` rows of `size`) is the last one. */
export const isLastPage = (pageNum: number, pages: number, received: number, size: number): boolean => received < size || pageNum >= pages;

/** The player's draws, newest first. */
export const $jackpotRecord = pagedList(
  $token,
  async (_token, pageNum) => {
    const answer = await call(jackpotCalls.getPersonJackpotDrawAwardLog, { pageNum, pageSize: JACKPOT_RECORD_PAGE_SIZE });
    const items = Array.isArray(answer.list) ? answer.list : [];
    return { items, done: isLastPage(pageNum, answer.pages, items.length, JACKPOT_RECORD_PAGE_SIZE) };
  },
  (row: JackpotRecordRow) => row.id,
);

const $personRankAtom = atom<JackpotRankRow | null | undefined>(undefined);
/** The player's own best win with its place (null: none yet; undefined: not loaded). */
export const $personRank = $personRankAtom;

/** Every jackpot win, biggest first. */
export const $jackpotRank = pagedList(
  $token,
  async (_token, pageNum) => {
    const answer = await call(jackpotCalls.getJackpotRank, { pageNum, pageSize: JACKPOT_RANK_PAGE_SIZE });
    const items = Array.isArray(answer.allRank?.list) ? answer.allRank.list : [];
    if (pageNum === 1) $personRankAtom.set(answer.personRank ?? null);
    return { items, done: isLastPage(pageNum, answer.allRank?.pages ?? 0, items.length, JACKPOT_RANK_PAGE_SIZE) };
  },
  (row: JackpotRankRow) => row.id,
);

/** The range a tier's shown total moves in. */
export const sectionOf = (info: JackpotInfo, tier: Tier): [number, number] => {
  const range = info[`${tier}JackpotSection`];
  const amount = info[`${tier}Jackpot`];
  return Array.isArray(range) && range.length === 2 && range[0] <= range[1] ? range : [amount, amount];
};

/** A total for each tier, drawn within its range (`unit` gives numbers in [0, 1)). */
export function shownTotals(info: JackpotInfo, unit: () => number = Math.random): Record<Tier, number> {
  const entries = TIERS.map((tier) => {
    const [low, high] = sectionOf(info, tier);
    return [tier, low + Math.floor(unit() * (high - low + 1))] as const;
  });
  return Object.fromEntries(entries) as Record<Tier, number>;
}

export const TOTALS_EVERY_MS = 6_000;

/** The totals as shown: drawn again within the server's ranges every 6 s while the page is visible. */
export const $shownTotals = atom<Record<Tier, number> | null>(null);

let holds = 0;
/**
 * Holds the totals' 6 s change until the returned release: the wheel's layer covers the board, and
 * the change's render and the frame laying out the page under it (about 17 ms of CPU each at 4x)
 * were the wheel's longest tasks (issue 23). The info's own changes still show.
 */
export function holdTotals(): () => void {
  holds++;
  let held = true;
  return () => {
    if (held) holds--;
    held = false;
  };
}

onMount($shownTotals, () => {
  let timer: ReturnType<typeof setInterval> | undefined;
  const pick = () => {
    const info = $jackpotInfo.get().data;
    $shownTotals.set(info ? shownTotals(info) : null);
  };
  const tick = () => {
    if (holds === 0) pick();
  };
  const stop = () => clearInterval(timer);
  const start = () => {
    stop();
    if (document.visibilityState !== 'hidden') timer = setInterval(tick, TOTALS_EVERY_MS);
  };
  const visibility = () => {
    if (document.visibilityState === 'hidden') stop();
    else {
      pick();
      start();
    }
  };
  const unlisten = $jackpotInfo.subscribe(pick);
  document.addEventListener('visibilitychange', visibility);
  start();
  return () => {
    unlisten();
    stop();
    document.removeEventListener('visibilitychange', visibility);
  };
});

/** Uses today's chance (the server draws; the grid then shows where it landed). */
export const drawChance = (): Promise<JackpotDrawResult> => call(jackpotCalls.receiveDrawChance, {});

/** After a draw was shown: the balance, the red dots, the jackpot and the record again. */
export function afterDraw(result: Pick<JackpotDrawResult, 'coin'>): void {
  patchUser({ coin: result.coin });
  void refreshAwards();
  void refreshBalance();
  void $jackpotInfo.reload();
  void $jackpotRecord.reload();
}

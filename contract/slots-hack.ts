// Slots Hack (activity 51, /activity/slotshack): what each slot paid back to every player in the
// last hour or the last 24 hours, beside what it pays back over the long run. Players in the
// Philippines look for "hot" slots; this shows the honest figure (settled real-money rounds of
// everyone, no player named) and says plainly that a spin's chance does not depend on the last
// ones. Contract addition: the spec names the activity and the route, no call.
import type { SLOTS_HACK_SCHEMAS } from './slots-hack.schemas';
import { callFactory, tableOf } from './call-row';

/** Last hour or last 24 hours. */
export type SlotsHackWindow = 'hour' | 'day';

/** The most slots one answer lists (the busiest first). */
export const SLOTS_HACK_MAX_ROWS = 30;

export interface SlotsHackRow {
  gameId: number;
  /** Settled real-money rounds in the window, of every player. */
  rounds: number;
  /** Hundredths bet and won in those rounds. */
  betAmount: number;
  winAmount: number;
  /** winAmount / betAmount in basis points (10000 = paid back every peso). */
  paidRate: number;
  /** The largest single win (hundredths). */
  biggestWin: number;
}

export interface SlotsHackInfo {
  window: SlotsHackWindow;
  /** The long-run return to player of the slots, basis points. */
  rtp: number;
  /** When the figures were taken (they are kept up to a minute). */
  updatedAt: number;
  list: SlotsHackRow[];
}

export interface SlotsHackResponses {
  slotsHackList: SlotsHackInfo;
}

const call = /*#__PURE__*/ callFactory<typeof SLOTS_HACK_SCHEMAS, SlotsHackResponses>();

export const slotsHackList = /*#__PURE__*/ call('slotsHackList', { session: 'none' });

export const SLOTS_HACK_CALLS = /*#__PURE__*/ tableOf(slotsHackList);

// The reality check's clock (pure): time played in this play session, counted across game
// sessions and page reloads, and when the next reminder is due. A session ends after 30 minutes
// without play; a pause while the page is hidden or frozen counts for at most one tick.

/** Longer than this without play starts a new session (and its count from zero). */
export const SESSION_GAP_MS = 30 * 60_000;
/** The most one tick adds: a page that was hidden or frozen did not play in between. */
export const TICK_CAP_MS = 60_000;

export interface PlayClock {
  sessionStart: number;
  playedMs: number;
  lastSeen: number;
  /** playedMs when the player last answered a reminder. */
  answeredAt: number;
}

const isClock = (value: unknown): value is PlayClock =>
  !!value && typeof value === 'object' && ['sessionStart', 'playedMs', 'lastSeen', 'answeredAt'].every((key) => Number.isFinite((value as Record<string, unknown>)[key]));

/** Counts play up to `now`; `due` when `intervalMs` (0: off) of play have passed since the last answer. */
export function advance(stored: unknown, now: number, intervalMs: number): { clock: PlayClock; due: boolean } {
  const previous = isClock(stored) && now >= stored.lastSeen && now - stored.lastSeen <= SESSION_GAP_MS ? stored : null;
  const clock: PlayClock = previous
    ? { ...previous, playedMs: previous.playedMs + Math.min(now - previous.lastSeen, TICK_CAP_MS), lastSeen: now }
    : { sessionStart: now, playedMs: 0, lastSeen: now, answeredAt: 0 };
  return { clock, due: intervalMs > 0 && clock.playedMs - clock.answeredAt >= intervalMs };
}

/** The clock after the player answered a reminder: the next one comes a whole interval later. */
export const answered = (clock: PlayClock): PlayClock => ({ ...clock, answeredAt: clock.playedMs });

// Runs the reality check while a real-money game is open: ticks every few seconds while the page
// is visible (a poll), keeps the clock per player in localStorage (so reloads and new game
// sessions carry on), and raises a reminder when the player's interval (from the
// responsible-gaming settings, a query) has passed. The dialog reads $realityPrompt and answers with answerRealityCheck.
import { call } from '../../api/http';
import { atom } from 'nanostores';
import * as limitsCalls from '../../../contract/limits';
import * as recordsCalls from '../../../contract/records';
import { readJson, writeJson } from '../../lib/storage';
import { query } from '../../stores/server-state';
import { poll } from '../../stores/server-state-poll';
import { $token } from '../../stores/session';
import { advance, answered, type PlayClock } from './reality-check';

const TICK_MS = 5_000;
const key = (userId: number) => `realityCheck:${userId}`;

/** The reminder on screen: how long this session has lasted, from when (for its net result). */
export const $realityPrompt = atom<{ playedMs: number; sessionStart: number } | null>(null);

/** The player's reality-check interval (ms; 0: off), from the responsible-gaming settings. */
const $interval = query($token, async () => (await call(limitsCalls.getSelfLimits, {})).realityCheckMinutes * 60_000);

/** Starts counting for `userId`; returns the cleanup. */
export function watchPlay(userId: number): () => void {
  let intervalMs = 0;
  const tick = () => {
    if (document.visibilityState !== 'visible' || $realityPrompt.get()) return;
    const { clock, due } = advance(readJson<PlayClock>(key(userId)), Date.now(), intervalMs);
    writeJson(key(userId), clock);
    if (due) $realityPrompt.set({ playedMs: clock.playedMs, sessionStart: clock.sessionStart });
  };
  // Ticks while the page shows (a hidden page is not playing).
  const stopTicks = poll({ step: tick, every: TICK_MS });
  // Without the setting there is no reminder this time; the time is still counted.
  const unlisten = $interval.listen(({ data }) => {
    if (data === undefined) return;
    intervalMs = data;
    tick();
  });
  // Read again for each game: the player may have changed it since (the first listener loads it).
  if ($interval.get().data !== undefined) void $interval.reload();
  return () => {
    stopTicks();
    unlisten();
    $realityPrompt.set(null);
  };
}

/** Closes the reminder; the next one comes a whole interval of play later. */
export function answerRealityCheck(userId: number): void {
  const clock = readJson<PlayClock>(key(userId));
  if (clock) writeJson(key(userId), answered(clock));
  $realityPrompt.set(null);
}

/** Wins minus bets since the session began (a loss is negative), loaded for each reminder shown. */
export const $sessionResult = query($realityPrompt, async (prompt) => {
  const report = await call(recordsCalls.betRecordReport, { startTime: prompt.sessionStart });
  return report.winAmount - report.betAmount;
});

// Runs the reality check while a real-money game is open: ticks every few seconds while the page
// is visible, keeps the clock per player in localStorage (so reloads and new game sessions carry
// on), and raises a reminder when the player's interval (from the responsible-gaming settings) has
// passed. The dialog reads $realityPrompt and answers with answerRealityCheck.
import { call } from '../../api/http';
import { atom } from 'nanostores';
import * as limitsCalls from '../../../contract/limits';
import * as recordsCalls from '../../../contract/records';
import { readJson, writeJson } from '../../lib/storage';
import { advance, answered, type PlayClock } from './reality-check';

const TICK_MS = 5_000;
const key = (userId: number) => `realityCheck:${userId}`;

/** The reminder on screen: how long this session has lasted, from when (for its net result). */
export const $realityPrompt = atom<{ playedMs: number; sessionStart: number } | null>(null);

/** Starts counting for `userId`; returns the cleanup. */
export function watchPlay(userId: number): () => void {
  let intervalMs = 0;
  let stopped = false;
  const tick = () => {
    if (document.visibilityState !== 'visible' || $realityPrompt.get()) return;
    const { clock, due } = advance(readJson<PlayClock>(key(userId)), Date.now(), intervalMs);
    writeJson(key(userId), clock);
    if (due) $realityPrompt.set({ playedMs: clock.playedMs, sessionStart: clock.sessionStart });
  };
  tick();
  const timer = setInterval(tick, TICK_MS);
  call(limitsCalls.getSelfLimits, {}).then(
    (info) => {
      if (stopped) return;
      intervalMs = info.realityCheckMinutes * 60_000;
      tick();
    },
    // Without the setting there is no reminder this time; the time is still counted.
    () => undefined,
  );
  return () => {
    stopped = true;
    clearInterval(timer);
    $realityPrompt.set(null);
  };
}

/** Closes the reminder; the next one comes a whole interval of play later. */
export function answerRealityCheck(userId: number): void {
  const clock = readJson<PlayClock>(key(userId));
  if (clock) writeJson(key(userId), answered(clock));
  $realityPrompt.set(null);
}

/** Bets minus wins since the session started (a loss is negative). */
export async function sessionResult(sessionStart: number): Promise<number> {
  const report = await call(recordsCalls.betRecordReport, { startTime: sessionStart });
  return report.winAmount - report.betAmount;
}

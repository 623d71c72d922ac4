// Slots hack figures: every player's settled rounds per game in the window, the games the
// catalogue still offers only, busiest first. A public call any guest can repeat, so one answer
// per window is kept for a minute instead of summing the rounds on every request.
import type { AppConfig } from '../../../contract/core';
import { SLOTS_HACK_MAX_ROWS, type SlotsHackInfo, type SlotsHackWindow } from '../../../contract/slots-hack';
import type { SandboxDb } from '../db-types';
import { findGame, theoreticalRtp } from '../games/service';
import { gameTotalsSince } from '../records/service';

const KEEP_MS = 60_000;
const WINDOW_MS: Record<SlotsHackWindow, number> = { hour: 3_600_000, day: 86_400_000 };

const kept = new WeakMap<SandboxDb, Map<SlotsHackWindow, SlotsHackInfo>>();

function measure(db: SandboxDb, config: AppConfig, window: SlotsHackWindow, now: number): SlotsHackInfo {
  // A few extra rows so that games taken out of the catalogue do not leave the list short.
  const rows = gameTotalsSince(db, now - WINDOW_MS[window], SLOTS_HACK_MAX_ROWS * 2);
  const list = rows
    .filter((row) => findGame(config, row.gameId) !== undefined && row.bet > 0)
    .slice(0, SLOTS_HACK_MAX_ROWS)
    .map((row) => ({ gameId: row.gameId, rounds: row.rounds, betAmount: row.bet, winAmount: row.win, paidRate: Math.round((row.win / row.bet) * 10_000), biggestWin: row.biggestWin }));
  return { window, rtp: Math.round(theoreticalRtp() * 10_000), updatedAt: now, list };
}

/** The figures of `window`, at most a minute old (taken again when the clock went back). */
export function slotsHackInfo(db: SandboxDb, config: AppConfig, window: SlotsHackWindow, now: number): SlotsHackInfo {
  let byWindow = kept.get(db);
  if (!byWindow) kept.set(db, (byWindow = new Map()));
  const last = byWindow.get(window);
  if (last && now >= last.updatedAt && now - last.updatedAt < KEEP_MS) return last;
  const fresh = measure(db, config, window, now);
  byWindow.set(window, fresh);
  return fresh;
}

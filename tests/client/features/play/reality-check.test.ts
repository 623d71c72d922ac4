// The reality check's clock and its store: play time counts across reloads and game sessions,
// pauses count for at most a tick, 30 minutes away start a new session, and the reminder comes
// once per interval of play.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, answered, SESSION_GAP_MS, TICK_CAP_MS } from '../../../../client/features/play/reality-check';
import { $realityPrompt, $sessionResult, answerRealityCheck, watchPlay } from '../../../../client/features/play/reality-check-store';
import { clearSession, signIn } from '../../../../client/stores/session';
import type { AuthResult } from '../../../../contract/auth';
import type { UserInfo } from '../../../../contract/session';
import { fakeApi, type FakeApi } from '../../fake-api';

const MIN = 60_000;
const T0 = Date.UTC(2026, 0, 15, 8);

describe('the play clock', () => {
  it('starts a session, counts ticks, and is due after the interval of play', () => {
    let { clock, due } = advance(null, T0, 30 * MIN);
    expect(clock).toEqual({ sessionStart: T0, playedMs: 0, lastSeen: T0, answeredAt: 0 });
    expect(due).toBe(false);
    for (let t = T0 + 5_000; t <= T0 + 30 * MIN; t += 5_000) ({ clock, due } = advance(clock, t, 30 * MIN));
    expect(clock.playedMs).toBe(30 * MIN);
    expect(due).toBe(true);
    // Answered: the next reminder is a whole interval later.
    const after = answered(clock);
    expect(advance(after, T0 + 30 * MIN + 5_000, 30 * MIN).due).toBe(false);
  });

  it('a pause counts for at most one tick; 30 minutes away starts again from zero', () => {
    const { clock } = advance(null, T0, 0);
    expect(advance(clock, T0 + 10 * MIN, 0).clock.playedMs).toBe(TICK_CAP_MS);
    const fresh = advance(clock, T0 + SESSION_GAP_MS + 1, 0).clock;
    expect(fresh).toEqual({ sessionStart: T0 + SESSION_GAP_MS + 1, playedMs: 0, lastSeen: T0 + SESSION_GAP_MS + 1, answeredAt: 0 });
  });

  it('never reminds when off, and ignores a stored clock that is not one (or from the future)', () => {
    expect(advance({ sessionStart: T0, playedMs: 10 * 60 * MIN, lastSeen: T0, answeredAt: 0 }, T0 + 1000, 0).due).toBe(false);
    expect(advance({ playedMs: 'x' }, T0, 30 * MIN).clock.playedMs).toBe(0);
    expect(advance({ sessionStart: T0, playedMs: 5, lastSeen: T0 + MIN, answeredAt: 0 }, T0, 30 * MIN).clock.sessionStart).toBe(T0);
  });
});

describe('the reality-check store', () => {
  let api: FakeApi;
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    localStorage.clear();
    api = fakeApi();
    // The interval is per player: a signed-in one.
    signIn({ token: 'tok', user: { id: 7 } as UserInfo } as AuthResult);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    $realityPrompt.set(null);
    clearSession();
  });

  it('reminds after the player’s interval of play, keeps counting across a reload, and answers once', async () => {
    api.answer('getSelfLimits', { limits: [], netSpend: [], realityCheckMinutes: 30 });
    let stop = watchPlay(7);
    await vi.advanceTimersByTimeAsync(20 * MIN);
    expect($realityPrompt.get()).toBeNull();
    // A reload: the page and its timer go, the count stays.
    stop();
    stop = watchPlay(7);
    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect($realityPrompt.get()).toMatchObject({ sessionStart: T0 });
    expect($realityPrompt.get()!.playedMs).toBeGreaterThanOrEqual(30 * MIN);
    answerRealityCheck(7);
    expect($realityPrompt.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(29 * MIN);
    expect($realityPrompt.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(2 * MIN);
    expect($realityPrompt.get()).not.toBeNull();
    stop();
  });

  it('does not remind when the player turned it off', async () => {
    api.answer('getSelfLimits', { limits: [], netSpend: [], realityCheckMinutes: 0 });
    const stop = watchPlay(8);
    await vi.advanceTimersByTimeAsync(3 * 60 * MIN);
    expect($realityPrompt.get()).toBeNull();
    stop();
  });

  it('the session result is wins minus bets since it started, loaded for each reminder', async () => {
    api.answer('betRecordReport', { rounds: 3, betAmount: 3000, winAmount: 1200, byGame: [] });
    $realityPrompt.set({ playedMs: 60 * MIN, sessionStart: T0 });
    const unlisten = $sessionResult.listen(() => undefined);
    await vi.waitFor(() => expect($sessionResult.get().data).toBe(-1800));
    expect(api.posted('betRecordReport')[0]).toEqual({ startTime: T0 });
    // The next reminder asks again; closing it forgets the figure.
    api.answer('betRecordReport', { rounds: 5, betAmount: 3000, winAmount: 4000, byGame: [] });
    $realityPrompt.set({ playedMs: 120 * MIN, sessionStart: T0 });
    await vi.waitFor(() => expect($sessionResult.get().data).toBe(1000));
    $realityPrompt.set(null);
    expect($sessionResult.get().data).toBeUndefined();
    unlisten();
  });
});

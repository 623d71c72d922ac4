// The lottery store: the time left comes from the server's clock and ticks each second while shown;
// when the sales close, the draw is loaded again once (the server draws it then), not every tick.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOTTERY_CONFIG, type LotteryInfo } from '../../../../contract/lottery';
import type { UserInfo } from '../../../../contract/session';
import { $lottery, $lotteryRemaining } from '../../../../client/features/lottery/lottery-store';
import { clearSession, signIn } from '../../../../client/stores/session';
import { fakeApi, type FakeApi } from '../../fake-api';

const SERVER_NOW = Date.UTC(2026, 0, 15, 12, 59, 57);
const CLOSE = Date.UTC(2026, 0, 15, 13);
const { status: _status, ...CONFIG } = DEFAULT_LOTTERY_CONFIG;
const info = (id: number, closeAt: number, now: number): LotteryInfo => ({
  open: true,
  now,
  draw: { id, closeAt },
  last: null,
  myTickets: 0,
  lastMine: { tickets: 0, won: 0, coin: 0, coupons: 0 },
  coupons: [{ propId: 110001, count: 0 }],
  todayBet: 0,
  todayCoupons: 0,
  config: CONFIG,
});

let api: FakeApi;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  // The phone's clock is an hour off: only the server's counts.
  vi.setSystemTime(SERVER_NOW + 3_600_000);
  api = fakeApi();
});
afterEach(async () => {
  // Past nanostores' unmount delay, so the next test mounts the stores (and their clock) afresh.
  await vi.advanceTimersByTimeAsync(2_000);
  clearSession();
  vi.useRealTimers();
});

describe('lottery store', () => {
  it('counts down by the server’s clock and loads the next draw once when the sales close', async () => {
    let answers = 0;
    api.answer('lotteryInfo', () => (++answers === 1 ? info(20260115, CLOSE, SERVER_NOW) : info(20260116, CLOSE + 86_400_000, CLOSE + 1_000)));
    signIn({ token: 'tok', user: { id: 7, coin: 0 } as UserInfo });
    const seen: (number | null)[] = [];
    const stop = $lotteryRemaining.listen((left) => seen.push(left));
    await vi.advanceTimersByTimeAsync(0);
    expect($lottery.get().data?.draw.id).toBe(20260115);
    expect($lotteryRemaining.get()).toBe(3_000);
    await vi.advanceTimersByTimeAsync(3_000);
    // Closed: one load, which brings the next draw.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.posted('lotteryInfo')).toHaveLength(2);
    expect($lottery.get().data?.draw.id).toBe(20260116);
    expect($lotteryRemaining.get()).toBeGreaterThan(86_000_000);
    expect(seen).toContain(0);
    stop();
  });

  it('does not load again every second when the answer still shows the closed draw', async () => {
    api.answer('lotteryInfo', info(20260117, CLOSE + 2 * 86_400_000, CLOSE + 2 * 86_400_000 - 1_000));
    signIn({ token: 'tok', user: { id: 7, coin: 0 } as UserInfo });
    const stop = $lotteryRemaining.listen(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.posted('lotteryInfo')).toHaveLength(2);
    stop();
  });
});

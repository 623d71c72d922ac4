import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventLog, EVENT_BATCH_SIZE, EVENT_FLUSH_MS } from '../../../client/lib/event-log';
import type { EventLogItem } from '../../../contract/core';

describe('event log batcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a full batch of 20 at once and keeps the rest for the timer', () => {
    const send = vi.fn<(items: EventLogItem[]) => Promise<unknown>>().mockResolvedValue({});
    const log = createEventLog({ send, now: () => 1_700_000_000_123 });
    for (let i = 0; i < EVENT_BATCH_SIZE + 3; i++) log.track({ eventName: `view-${i}` });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toHaveLength(EVENT_BATCH_SIZE);
    expect(log.pending()).toBe(3);
    vi.advanceTimersByTime(EVENT_FLUSH_MS);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1][0].map((e) => e.eventName)).toEqual(['view-20', 'view-21', 'view-22']);
  });

  it('flushes a partial batch after 2 s, not before', () => {
    const send = vi.fn().mockResolvedValue({});
    const log = createEventLog({ send });
    log.track({ eventName: 'a' });
    vi.advanceTimersByTime(EVENT_FLUSH_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('fills the fixed fields: time in seconds, channel, version', () => {
    const send = vi.fn().mockResolvedValue({});
    const log = createEventLog({ send, now: () => 1_700_000_000_999, appId: 'app', userId: () => 42 });
    log.track({ eventName: 'click', eventFrom: 'home' });
    log.flush();
    expect(send.mock.calls[0][0][0]).toMatchObject({
      eventName: 'click',
      eventTime: 1_700_000_000,
      channel: 'WEB',
      version: '1.1.6',
      appId: 'app',
      eventUserId: 42,
      eventFrom: 'home',
    });
  });

  it('on page hide sends what is queued by beacon', () => {
    const send = vi.fn().mockResolvedValue({});
    const beacon = vi.fn().mockReturnValue(true);
    const log = createEventLog({ send, beacon });
    const stop = log.listenForPageHide();
    for (let i = 0; i < 5; i++) log.track({ eventName: `e${i}` });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0][0]).toHaveLength(5);
    expect(send).not.toHaveBeenCalled();
    expect(log.pending()).toBe(0);
    stop();
    log.track({ eventName: 'after-stop' });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('falls back to a post when the browser refuses the beacon', () => {
    const send = vi.fn().mockResolvedValue({});
    const log = createEventLog({ send, beacon: () => false });
    const stop = log.listenForPageHide();
    log.track({ eventName: 'e' });
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a failing send loses nothing else and does not throw', async () => {
    const send = vi.fn().mockRejectedValue(new Error('down'));
    const log = createEventLog({ send });
    log.track({ eventName: 'x' });
    expect(() => log.flush()).not.toThrow();
    await Promise.resolve();
    expect(log.pending()).toBe(0);
  });
});

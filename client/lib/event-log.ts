// Event log batcher (spec section 9): events are queued, sent in batches of 20, flushed every 2 s
// and on page hide. Page-hide flushes go through `navigator.sendBeacon` to the edge's beacon
// endpoint, which survives the page being closed; the rest go through `send`, which the caller
// brings (the API layer, from stores/event-log.ts) so that lib/ stays free of HTTP.
import { APP_VERSION, BEACON_PATH, CHANNEL } from '../../contract/call-row';
import type { EventLogItem } from '../../contract/core';

export const EVENT_BATCH_SIZE = 20;
export const EVENT_FLUSH_MS = 2_000;

export type EventInput = Partial<Omit<EventLogItem, 'eventTime' | 'channel' | 'version'>> & { eventName: string };

export interface EventLogOptions {
  /** Posts one batch through the API layer. */
  send: (items: EventLogItem[]) => Promise<unknown>;
  /** Sends one batch with sendBeacon; returns false when the browser refused it. */
  beacon?: (items: EventLogItem[]) => boolean;
  now?: () => number;
  appId?: string;
  userId?: () => number;
}

const defaultBeacon = (items: EventLogItem[]): boolean =>
  typeof navigator.sendBeacon === 'function' &&
  navigator.sendBeacon(BEACON_PATH, new Blob([JSON.stringify({ eventList: items })], { type: 'text/plain' }));

/** Creates a batcher; `track` queues an event, `flush` sends what is queued. */
export function createEventLog(options: EventLogOptions) {
  const send = options.send;
  const beacon = options.beacon ?? defaultBeacon;
  const now = options.now ?? Date.now;
  let queue: EventLogItem[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    if (timer === undefined && queue.length > 0) timer = setTimeout(() => flush(), EVENT_FLUSH_MS);
  };

  function takeBatch(): EventLogItem[] {
    const batch = queue.slice(0, EVENT_BATCH_SIZE);
    queue = queue.slice(EVENT_BATCH_SIZE);
    return batch;
  }

  /** Sends every queued event in batches of 20; with `useBeacon`, through sendBeacon. */
  function flush(useBeacon = false): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      const batch = takeBatch();
      if (useBeacon && beacon(batch)) continue;
      // A failed batch is dropped, not retried: analytics must never pile up on a bad network.
      send(batch).catch(() => undefined);
    }
  }

  /** Queues one event; a full batch is sent at once, the rest within 2 s. */
  function track(input: EventInput): void {
    queue.push({
      eventUserId: options.userId?.() ?? 0,
      appId: options.appId ?? '',
      eventInterfaceId: '',
      eventShowType: '',
      eventRoomId: '',
      eventFrom: '',
      eventInteractCount: 0,
      ...input,
      eventTime: Math.floor(now() / 1000),
      channel: CHANNEL,
      version: APP_VERSION,
    });
    if (queue.length >= EVENT_BATCH_SIZE) flush();
    else schedule();
  }

  /** Flushes by beacon when the page is hidden; returns the cleanup. */
  function listenForPageHide(target: Document = document): () => void {
    const onHide = () => {
      if (target.visibilityState === 'hidden') flush(true);
    };
    const onPageHide = () => flush(true);
    target.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      target.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
    };
  }

  return { track, flush, listenForPageHide, pending: () => queue.length };
}

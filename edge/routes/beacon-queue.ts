// The beacon's forward queue, bounded both ways: at most `maxInFlight` forwards running and
// `maxQueued` waiting. A post beyond that pushes out the oldest waiting one (the newest events are
// the ones worth keeping) and counts it, so a flood or a hanging upstream costs bounded memory.

export interface BeaconQueueStats {
  inFlight: number;
  queued: number;
  /** Forwards pushed out unsent since the start. */
  dropped: number;
  /** Forwards that ended (answered or failed) since the start. */
  done: number;
}

export interface BeaconQueue {
  /** Queues a forward; resolves once it has ended or been dropped (never rejects). */
  push(forward: () => Promise<unknown>): Promise<void>;
  stats(): BeaconQueueStats;
}

interface Waiting {
  forward: () => Promise<unknown>;
  settle: () => void;
}

/** Builds a queue. */
export function createBeaconQueue(options: { maxInFlight: number; maxQueued: number }): BeaconQueue {
  const waiting: Waiting[] = [];
  let inFlight = 0;
  let dropped = 0;
  let done = 0;

  const run = (item: Waiting): void => {
    inFlight += 1;
    void Promise.resolve()
      .then(item.forward)
      .catch(() => undefined)
      .then(() => {
        inFlight -= 1;
        done += 1;
        item.settle();
        const next = waiting.shift();
        if (next) run(next);
      });
  };

  return {
    push(forward) {
      return new Promise<void>((settle) => {
        const item = { forward, settle };
        if (inFlight < options.maxInFlight) return run(item);
        waiting.push(item);
        if (waiting.length > options.maxQueued) {
          dropped += 1;
          waiting.shift()?.settle();
        }
      });
    },
    stats: () => ({ inFlight, queued: waiting.length, dropped, done }),
  };
}

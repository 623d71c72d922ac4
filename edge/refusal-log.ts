// Refused requests (rate limits, the upstream share, the password gate) counted, not logged one by
// one: issue 27 saw 17 MiB of request lines in 30 s from one client. Each interval gives one line
// per rule and client with its count; at most `maxClients` clients a line each, the rest summed
// into one `other` line, so a flood from many addresses stays a bounded number of lines too. One
// module for every entry (Node, workerd, Bun, Deno): pure, its timer optional (a Worker's isolate
// runs no timer between requests, so there the interval is closed by the next refusal instead).
import type { Refusal } from './middleware/rate-limit';
import { eventLine } from './log-lines';

export interface RefusalLog {
  count(refusal: Refusal): void;
  /** Writes the lines of the interval so far and starts a new one (on the timer, and at shutdown). */
  flush(): void;
  /** Stops the timer (after a last flush). */
  stop(): void;
}

export interface RefusalLogOptions {
  log: (line: string) => void;
  /** Default 10 s. */
  intervalMs?: number;
  /** Default 100. */
  maxClients?: number;
  /** false: no timer; an interval's lines are written by the first refusal after it ends (workerd). Default true. */
  timer?: boolean;
  now?: () => number;
}

/** Starts the counter and its timer (unref'd where the runtime can: it never keeps the process alive). */
export function createRefusalLog(options: RefusalLogOptions): RefusalLog {
  const intervalMs = options.intervalMs ?? 10_000;
  const maxClients = options.maxClients ?? 100;
  const now = options.now ?? (() => Date.now());
  let counts = new Map<string, Refusal & { count: number }>();
  let others = new Map<string, number>();
  let since = now();

  const flush = () => {
    const seconds = Math.round((now() - since) / 100) / 10;
    for (const { rule, client, count } of counts.values()) options.log(eventLine('refused', { rule, client, count, seconds }));
    for (const [rule, count] of others) options.log(eventLine('refused', { rule, client: 'other', count, seconds }));
    counts = new Map();
    others = new Map();
    since = now();
  };
  const timer = options.timer === false ? undefined : setInterval(flush, intervalMs);
  (timer as { unref?: () => void } | undefined)?.unref?.();

  return {
    count(refusal) {
      if (now() - since >= intervalMs) flush();
      const key = `${refusal.rule} ${refusal.client}`;
      const known = counts.get(key);
      if (known) known.count += 1;
      else if (counts.size < maxClients) counts.set(key, { ...refusal, count: 1 });
      else others.set(refusal.rule, (others.get(refusal.rule) ?? 0) + 1);
    },
    flush,
    stop() {
      if (timer !== undefined) clearInterval(timer);
      flush();
    },
  };
}

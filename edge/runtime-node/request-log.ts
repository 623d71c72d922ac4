// The Node entry's request context, which carries the request id and the upstream time through
// the app's async work, and its error log. The log lines themselves are in ../log-lines.ts.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'hono';
import { logPath } from '../log-lines';

export { answerNamesRequest, eventLine, logPath, requestLine, routeClass } from '../log-lines';

/** What the Node entry knows about one request while the app handles it. */
export interface RequestRecord {
  id: string;
  /** Time spent waiting for upstream answer heads, summed over the request's upstream calls. */
  upstreamMs?: number;
  /** True once the client went away before its answer was sent. */
  clientGone(): boolean;
  /** Set when a limit refused the request: it is counted in a `refused` line instead of a line of its own. */
  refused?: boolean;
}

const context = new AsyncLocalStorage<RequestRecord>();

/** Runs `work` with `record` as the current request (for the upstream timer and the error log). */
export function runInRequest<T>(record: RequestRecord, work: () => T): T {
  return context.run(record, work);
}

/** Marks the current request as refused by a limit (its own log line is then left out). */
export function markRefused(): void {
  const record = context.getStore();
  if (record) record.refused = true;
}

/** Wraps the upstream fetch to add the time to each answer head to the current request's record. */
export function timedFetch(fetchFn: typeof globalThis.fetch, now: () => number = () => performance.now()): typeof globalThis.fetch {
  return (async (input, init) => {
    const record = context.getStore();
    const start = now();
    try {
      return await fetchFn(input, init);
    } finally {
      if (record) record.upstreamMs = (record.upstreamMs ?? 0) + (now() - start);
    }
  }) as typeof globalThis.fetch;
}

/**
 * The app's `logError` for Node: unexpected errors as JSON lines with their stack; a failure that
 * only means the client went away (its body stream broke) is left to the request's "aborted" line.
 */
export function nodeErrorLogger(log: (line: string) => void): (error: unknown, c: Context) => void {
  return (error, c) => {
    const record = context.getStore();
    if (record?.clientGone()) return;
    log(
      JSON.stringify({
        time: new Date().toISOString(),
        event: 'error',
        id: record?.id,
        method: c.req.method.slice(0, 16),
        path: logPath(c.req.path),
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      }),
    );
  };
}

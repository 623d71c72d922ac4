// Work that must outlive the answer (a beacon forward, a background status refresh). Workers cancel
// a request's pending fetches once its answer is sent unless they are handed to waitUntil; Node,
// Bun and Deno have no ExecutionContext and simply let the promise run.
import type { Context } from 'hono';

/** Keeps `work` running after the answer: waitUntil where the runtime has it, else detached. */
export function runAfterResponse(c: Context, work: Promise<unknown>): void {
  const settled = work.catch(() => undefined);
  try {
    c.executionCtx.waitUntil(settled);
  } catch {
    // No ExecutionContext (Node, Bun, Deno): the detached promise already swallows its failure.
  }
}

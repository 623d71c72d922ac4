// The request id and the JSON request line for the entries whose server gives the app plain web
// Requests (workerd, Bun, Deno; Node does the same in runtime-node/node-listener.ts). The client's
// own x-request-id is replaced, so the operator's logs and ours share one key the client cannot forge.
// A request a limit refused gets no line of its own: the refusal log counts it (refusal-log.ts).
import type { Context } from 'hono';
import { answerNamesRequest, logPath, requestLine } from './log-lines';
import type { Refusal } from './middleware/rate-limit';
import type { RefusalLog } from './refusal-log';

/** The per-request env the web entries give the app, where the app marks a refusal. */
export interface RequestEnv {
  refused?: boolean;
}

/** The app's onRefused for a web entry: marks the request (its line is skipped) and counts it. */
export function countRefused(refusals: RefusalLog): (c: Context, refusal: Refusal) => void {
  return (c, refusal) => {
    const env = c.env as RequestEnv | undefined;
    if (env) env.refused = true;
    refusals.count(refusal);
  };
}

/**
 * Wraps the app's fetch with a fresh request id (sent upstream and back) and one log line a
 * request, but for a request whose env (the first of `rest`, a fresh object per request) was
 * marked refused by countRefused.
 */
export function withRequestLog<Rest extends unknown[]>(
  fetch: (request: Request, ...rest: Rest) => Response | Promise<Response>,
  log: (line: string) => void,
  newId: () => string = () => crypto.randomUUID(),
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => {
    const start = performance.now();
    const id = newId();
    const headers = new Headers(request.headers);
    headers.set('x-request-id', id);
    const response = await fetch(new Request(request, { headers }), ...rest);
    const answer = new Response(response.body, response);
    const path = new URL(request.url).pathname;
    if (answerNamesRequest(path, answer.status)) answer.headers.set('x-request-id', id);
    if ((rest[0] as RequestEnv | undefined)?.refused === true) return answer;
    log(requestLine({ event: 'request', id, method: request.method, path: logPath(path), status: answer.status, ms: performance.now() - start }));
    return answer;
  };
}

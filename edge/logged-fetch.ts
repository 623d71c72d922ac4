// The request id and the JSON request line for the entries whose server gives the app plain web
// Requests (workerd, Bun, Deno; Node does the same in runtime-node/node-listener.ts). The client's
// own x-request-id is replaced, so the operator's logs and ours share one key the client cannot forge.
import { logPath, requestLine } from './log-lines';

/** Wraps the app's fetch with a fresh request id (sent upstream and back) and one log line a request. */
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
    answer.headers.set('x-request-id', id);
    log(requestLine({ event: 'request', id, method: request.method, path: logPath(new URL(request.url).pathname), status: answer.status, ms: performance.now() - start }));
    return answer;
  };
}

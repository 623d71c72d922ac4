// The fleet's load balancer, written with node:http as a small real one behaves: round robin over
// the backends that pass their health check (GET /readyz every `checkMs`), X-Forwarded-For set to
// the client's socket address (the edges run with TRUST_PROXY=1), and a request retried on the
// next backend only when its connection was refused: then the request never reached that edge, so
// sending it elsewhere cannot run it twice (nginx's `proxy_next_upstream error` does the same for
// a POST). Any other failure is the client's 502, as it would be behind a real balancer.
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The next backend after `cursor` in round-robin order, not yet tried for this request: a healthy
 * one first; when none is left, any other (a check may be a moment stale); undefined when all were tried.
 */
export function nextBackend(healthy: readonly boolean[], cursor: number, tried: ReadonlySet<number>): number | undefined {
  const order = healthy.map((_, step) => (cursor + 1 + step) % healthy.length).filter((index) => !tried.has(index));
  return order.find((index) => healthy[index]) ?? order[0];
}

/** True when a failed attempt never reached the backend, so it may go to another one. */
export const neverReached = (code: string | undefined): boolean => code === 'ECONNREFUSED';

export interface BalancerStats {
  /** Requests each backend answered. */
  served: number[];
  /** Attempts refused at connect and sent to the next backend. */
  retried: number;
  /** Requests answered 502 by the balancer itself (no backend reached, or one failed mid-way). */
  failed: number;
}

export interface Balancer {
  url: string;
  stats: BalancerStats;
  /** Health as last checked (or as a refused connection showed). */
  healthy(): boolean[];
  close(): Promise<void>;
}

interface Attempt {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function forward(backend: string, req: IncomingMessage, body: Buffer): Promise<Attempt> {
  return new Promise((resolve, reject) => {
    const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '', 'x-forwarded-proto': 'http', 'x-forwarded-host': req.headers.host ?? '' };
    // A new connection each time: a failure at connect is then unambiguous (nothing was sent).
    const upstream = http.request(new URL(req.url ?? '/', backend), { method: req.method, headers, agent: false, timeout: 30_000 }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on('error', reject);
    });
    upstream.on('timeout', () => upstream.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    upstream.on('error', reject);
    upstream.end(body);
  });
}

/** Starts the balancer on a free loopback port in front of `backends` (base URLs). */
export async function startBalancer(backends: string[], options: { checkMs?: number } = {}): Promise<Balancer> {
  const healthy = backends.map(() => false);
  const stats: BalancerStats = { served: backends.map(() => 0), retried: 0, failed: 0 };
  let cursor = -1;

  const check = (index: number) =>
    new Promise<void>((resolve) => {
      const req = http.get(`${backends[index]}/readyz`, { agent: false, timeout: 1000 }, (res) => {
        res.resume();
        healthy[index] = res.statusCode === 200;
        resolve();
      });
      req.on('timeout', () => req.destroy());
      req.on('error', () => {
        healthy[index] = false;
        resolve();
      });
    });
  await Promise.all(backends.map((_, index) => check(index)));
  const timer = setInterval(() => backends.forEach((_, index) => void check(index)), options.checkMs ?? 200);

  const handle = async (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const tried = new Set<number>();
    for (;;) {
      const index = nextBackend(healthy, cursor, tried);
      if (index === undefined) break;
      cursor = index;
      tried.add(index);
      try {
        const answer = await forward(backends[index], req, body);
        stats.served[index] += 1;
        const { connection: _connection, 'keep-alive': _keepAlive, 'transfer-encoding': _te, ...headers } = answer.headers;
        res.writeHead(answer.status, { ...headers, 'content-length': answer.body.length });
        res.end(answer.body);
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (!neverReached(code)) break;
        healthy[index] = false;
        stats.retried += 1;
      }
    }
    stats.failed += 1;
    res.writeHead(502, { 'content-type': 'application/json' }).end('{"code":502,"msg":"No edge answered"}');
  };

  const server: Server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void handle(req, res, Buffer.concat(chunks)));
  });
  // Idle client connections are kept 65 s, as front balancers do (nginx 75 s, cloud ones 60 s):
  // Node's 5 s default lets a client reuse a connection just as it is closed (an ECONNRESET seen
  // once in a run on a loaded machine), which is the client's keep-alive race, not a lost request.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stats,
    healthy: () => [...healthy],
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// A test fixture, not product code: the smallest load balancer, sending each request to the next
// of `backends` in turn (as a front proxy would: X-Forwarded-For/-Proto set, TRUST_PROXY=1 on the
// edges) and recording which backend answered each one.
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Index of the backend that served each request, in order. */
  served: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served: number[] = [];
  const server: Server = http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % backends.length;
    served.push(index);
    const target = new URL(req.url ?? '/', backends[index]);
    const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '', 'x-forwarded-proto': 'http', 'x-forwarded-host': req.headers.host ?? '' };
    const upstream = http.request(target, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

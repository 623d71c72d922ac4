// A fake operator API on a free port for tests of the real entries (every runtime): answers every
// call with `{code:200}` (appConfig with the maintenance status it is given), records what it got,
// can hold answers until released, and can be scripted per request.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A scripted answer; `delayMs` holds it back (an upstream slower than the edge's deadline). */
export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  delayMs?: number;
}

export interface FakeUpstream {
  url: string;
  /** Every request received, in order. */
  received: FakeRequest[];
  /** While true, answers wait for `release()`. */
  hold: boolean;
  /** What appConfig reports as `maintenance.status`. */
  maintenance: 0 | 1;
  /** Answers a request its own way; undefined falls back to the defaults. */
  script?: (request: FakeRequest) => FakeAnswer | undefined;
  /** Requests waiting now. */
  held(): number;
  release(): void;
  close(): Promise<void>;
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const waiting: (() => void)[] = [];
  const fake: FakeUpstream = {
    url: '',
    received: [],
    hold: false,
    maintenance: 0,
    held: () => waiting.length,
    release: () => {
      for (const answer of waiting.splice(0)) answer();
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
  const defaultAnswer = (request: FakeRequest): FakeAnswer =>
    request.path.endsWith('/anonymous/appConfig')
      ? { body: JSON.stringify({ code: 200, v: 1, maintenance: { status: fake.maintenance } }) }
      : { body: '{"code":200,"data":{}}' };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() };
      fake.received.push(request);
      const scripted = fake.script?.(request) ?? defaultAnswer(request);
      const answer = () => {
        if (res.destroyed) return;
        const body = scripted.body ?? '';
        res.writeHead(scripted.status ?? 200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...scripted.headers }).end(body);
      };
      if (fake.hold) waiting.push(answer);
      else if (scripted.delayMs) setTimeout(answer, scripted.delayMs);
      else answer();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

// The Node server level, against the real Node entry (a child process on port 0) and a fake
// upstream on port 0: connection caps, head and body timeouts, two Host headers, an over-limit
// `Expect: 100-continue`, JSON request logs, client aborts, and the drain on SIGTERM under
// keep-alive load. No timing asserts: counts, answers and the order of events.
import http from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeTempDir, LISTENING_ANY, startEdge, waitFor, type EdgeProcess } from '../edge-process';
import { startFakeUpstream, type FakeUpstream } from '../fake-upstream';

const CALL = '/app/v1/anonymous/appTheme';
const temp = edgeTempDir();
let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(async () => {
  await upstream.close();
  temp.remove();
});

async function edgeWith(env: Record<string, string>): Promise<{ edge: EdgeProcess; url: URL }> {
  const edge = startEdge(temp.dir, { UPSTREAM_URL: upstream.url, ...env });
  const [, url] = await waitFor(edge.output, LISTENING_ANY, edge.exited);
  return { edge, url: new URL(url!) };
}

async function stop(edge: EdgeProcess): Promise<number | null> {
  if (edge.child.exitCode === null) edge.child.kill('SIGTERM');
  return edge.exited;
}

/** A raw connection; `data()` is everything received, `closed` resolves when the server closed it. */
function rawSocket(url: URL, localAddress?: string): { socket: Socket; data: () => string; closed: Promise<void>; connected: Promise<void> } {
  const socket = connect({ host: url.hostname, port: Number(url.port), localAddress });
  let data = '';
  socket.on('data', (chunk) => (data += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, data: () => data, closed, connected };
}

/** Resolves with the received text once `done(text)` holds, or when the socket closes. */
async function receive(raw: ReturnType<typeof rawSocket>, done: (text: string) => boolean): Promise<string> {
  for (;;) {
    if (done(raw.data())) return raw.data();
    const closed = await Promise.race([raw.closed.then(() => true), new Promise((r) => setTimeout(r, 20, false))]);
    if (closed) return raw.data();
  }
}

const headComplete = (text: string) => text.includes('\r\n\r\n');

/** JSON lines of the edge's output. */
const jsonLines = (output: string): Record<string, unknown>[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('edge Node server', () => {
  it('closes connections over the per-address cap at once and keeps serving other addresses', async () => {
    const { edge, url } = await edgeWith({ MAX_CONNECTIONS: '1000', MAX_CONNECTIONS_PER_ADDRESS: '50' });
    const held: ReturnType<typeof rawSocket>[] = [];
    let closedByServer = 0;
    try {
      // 2,000 half-open connections (a request head that never ends) from one address, opened in
      // batches so the test's own descriptors stay few where `ulimit -n` is 1024.
      for (let batch = 0; batch < 20; batch += 1) {
        const sockets = Array.from({ length: 100 }, () => rawSocket(url));
        for (const raw of sockets) {
          raw.socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
          void raw.closed.then(() => (closedByServer += 1));
        }
        const expected = Math.max(0, (batch + 1) * 100 - 50);
        await waitFor(() => String(closedByServer >= expected), /true/, edge.exited);
        held.push(...sockets.filter((raw) => !raw.socket.destroyed));
      }
      expect(closedByServer).toBe(1950);
      expect(held).toHaveLength(50);

      // Another address (any 127/8 address reaches the loopback edge) is served.
      const other = rawSocket(url, '127.0.0.2');
      other.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(await receive(other, () => false)).toMatch(/^HTTP\/1\.1 200 /);
      expect(closedByServer).toBe(1950);
    } finally {
      for (const raw of held) raw.socket.destroy();
      await stop(edge);
    }
  }, 60_000);

  it('closes a connection whose head or body stalls past its timeout', async () => {
    const { edge, url } = await edgeWith({ HEADERS_TIMEOUT_MS: '500', BODY_IDLE_TIMEOUT_MS: '500' });
    try {
      const head = rawSocket(url);
      head.socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
      const body = rawSocket(url);
      body.socket.write(`POST ${CALL} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":`);
      await Promise.all([head.closed, body.closed]);
      expect(head.data()).toMatch(/^HTTP\/1\.1 408 [^]*\r\n\r\n\{"code":408,/);
      expect(body.data()).not.toMatch(/^HTTP\/1\.1 2/);
      expect(upstream.received.filter((r) => r.path === CALL)).toHaveLength(0);
    } finally {
      await stop(edge);
    }
  }, 30_000);






  describe('with the default configuration', () => {
    let edge: EdgeProcess;
    let url: URL;
    beforeAll(async () => {
      ({ edge, url } = await edgeWith({}));
    });
    afterAll(async () => {
      await stop(edge);
    });

    it('answers two Host headers with a 400 JSON and forwards nothing', async () => {
      const before = upstream.received.length;
      const raw = rawSocket(url);
      raw.socket.write(`POST ${CALL} HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`);
      const text = await receive(raw, (t) => headComplete(t) && t.endsWith('}'));
      expect(text).toMatch(/^HTTP\/1\.1 400 /);
      expect(text).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 400 });
      expect(upstream.received.length).toBe(before);
    }, 30_000);

    it('answers a malformed request head with a 400 JSON', async () => {
      const raw = rawSocket(url);
      raw.socket.write('NOT HTTP AT ALL\r\n\r\n');
      const text = await receive(raw, () => false);
      expect(text).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 400 });
    }, 30_000);

    it('answers Expect: 100-continue with an over-limit length by 413 JSON, never 100 Continue', async () => {
      const raw = rawSocket(url);
      raw.socket.write(`POST ${CALL} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: 10000000\r\n\r\n`);
      const text = await receive(raw, headComplete);
      expect(text).toMatch(/^HTTP\/1\.1 413 /);
      expect(text).not.toContain('100 Continue');
      expect(await receive(raw, (t) => t.endsWith('}'))).toMatch(/\{"code":413,/);

      // Within the limit, the body is asked for and the call goes through.
      const ok = rawSocket(url);
      ok.socket.write(`POST ${CALL} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: 2\r\nConnection: close\r\n\r\n`);
      expect(await receive(ok, headComplete)).toMatch(/^HTTP\/1\.1 100 Continue/);
      ok.socket.write('{}');
      expect(await receive(ok, () => false)).toMatch(/HTTP\/1\.1 200 /);
    }, 30_000);

    it('logs one JSON line per request with its id, class, status and upstream time, never a token or query', async () => {
      const answer = await fetch(new URL(`${CALL}?token=QUERYSECRET`, url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer TOKENSECRET', 'x-request-id': 'client-chosen' },
        body: '{"password":"PASSWORDSECRET"}',
      });
      expect(answer.status).toBe(200);
      const id = answer.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      // The upstream got our id, not the client's.
      expect(upstream.received.at(-1)?.headers['x-request-id']).toBe(id);

      await waitFor(edge.output, new RegExp(`"id":"${id}"`), edge.exited);
      const line = jsonLines(edge.output()).find((l) => l.id === id);
      expect(line).toMatchObject({ event: 'request', class: 'call', method: 'POST', path: CALL, status: 200 });
      expect(typeof line?.time).toBe('string');
      expect(typeof line?.ms).toBe('number');
      expect(typeof line?.upstreamMs).toBe('number');
      for (const secret of ['QUERYSECRET', 'TOKENSECRET', 'PASSWORDSECRET']) expect(edge.output()).not.toContain(secret);
    }, 30_000);

    it('logs a client that leaves mid-body as aborted, not as a failure with a stack trace', async () => {
      const raw = rawSocket(url);
      // `100 Continue` says the request has reached the server; then part of the body, then gone.
      raw.socket.write(`POST ${CALL} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: 1000\r\n\r\n`);
      expect(await receive(raw, headComplete)).toMatch(/^HTTP\/1\.1 100 Continue/);
      await new Promise<void>((resolve) => raw.socket.write('{"a":', () => resolve()));
      raw.socket.destroy();
      await waitFor(edge.output, /"event":"aborted"|failed:|"event":"error"/, edge.exited);
      const aborted = jsonLines(edge.output()).find((l) => l.event === 'aborted');
      expect(aborted).toMatchObject({ class: 'call', method: 'POST', path: CALL });
      expect(edge.output()).not.toMatch(/failed:|"event":"error"|\n\s+at /);
    }, 30_000);
  });

  it('drains on SIGTERM under keep-alive load: every in-flight request answered with Connection: close, exit 0', async () => {
    const { edge, url } = await edgeWith({});
    const clients = Array.from({ length: 20 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    const post = (agent: http.Agent) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = http.request(new URL(CALL, url), { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        });
        req.on('error', reject);
        req.end('{}');
      });
    try {
      // Warm keep-alive connections, then one request each held by the upstream.
      for (let round = 0; round < 3; round += 1) {
        const answers = await Promise.all(clients.map(post));
        expect(answers.every((a) => a.status === 200 && a.connection === 'keep-alive')).toBe(true);
      }
      upstream.hold = true;
      const inFlight = Promise.allSettled(clients.map(post));
      await waitFor(() => String(upstream.held()), /^20$/, edge.exited);

      edge.child.kill('SIGTERM');
      await waitFor(edge.output, /"event":"draining"/, edge.exited);
      upstream.hold = false;
      upstream.release();

      const settled = await inFlight;
      const answered = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      expect(answered).toHaveLength(20);
      expect(answered.every((a) => a.status === 200 && a.connection === 'close')).toBe(true);
      expect(await edge.exited).toBe(0);
      expect(edge.output()).toMatch(/"event":"stopped"/);
    } finally {
      upstream.hold = false;
      upstream.release();
      for (const agent of clients) agent.destroy();
      await stop(edge);
    }
  }, 30_000);

  it('loses no request of keep-alive clients sending back to back through SIGTERM, each told to close', async () => {
    const { edge, url } = await edgeWith({});
    let answered = 0;
    let sent = 0;
    const failures: string[] = [];
    let signalled: () => void = () => undefined;
    const enoughAnswers = new Promise<void>((resolve) => (signalled = resolve));
    // Each client sends its next request as soon as an answer arrives, until told to close.
    const client = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (;;) {
        sent += 1;
        const outcome = await new Promise<string>((resolve) => {
          const req = http.request(new URL(CALL, url), { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode === 200 ? (res.headers.connection === 'close' ? 'close' : 'ok') : `status ${res.statusCode}`));
          });
          req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
          req.end('{}');
        });
        if (outcome !== 'ok' && outcome !== 'close') failures.push(outcome);
        else answered += 1;
        if (answered >= 300) signalled();
        if (outcome !== 'ok') break;
      }
      agent.destroy();
    };
    try {
      const clients = Promise.all(Array.from({ length: 30 }, client));
      await enoughAnswers;
      edge.child.kill('SIGTERM');
      await clients;
      expect(failures).toEqual([]);
      expect(answered).toBe(sent);
      expect(await edge.exited).toBe(0);
    } finally {
      await stop(edge);
    }
  }, 30_000);

  it('exits 1 only when a request outlives the drain deadline', async () => {
    const { edge, url } = await edgeWith({ DRAIN_TIMEOUT_MS: '300' });
    try {
      upstream.hold = true;
      const stuck = fetch(new URL(CALL, url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(() => 'reset');
      await waitFor(() => String(upstream.held()), /^1$/, edge.exited);
      edge.child.kill('SIGTERM');
      expect(await edge.exited).toBe(1);
      expect(edge.output()).toMatch(/"event":"draining"[^]*"event":"drain-deadline"/);
      expect(edge.output()).not.toMatch(/"event":"stopped"/);
      await stuck;
    } finally {
      upstream.hold = false;
      upstream.release();
      await stop(edge);
    }
  }, 30_000);
});

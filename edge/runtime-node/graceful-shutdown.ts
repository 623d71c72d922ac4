// Graceful shutdown of the Node server: stop accepting, tell every connection to close after its
// answer, let in-flight requests finish within a deadline, then close what the host started
// (the sandbox and its database) and exit 0. Only a missed deadline exits with code 1.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { eventLine } from './request-log';

export interface ShutdownOptions {
  server: Server;
  /** Open client sockets (from the connection guard). */
  sockets: () => Iterable<Socket>;
  /** Marks answers `Connection: close` and says which sockets have a request under way. */
  listener: { drain(): void; busy(socket: Socket): boolean };
  deadlineMs: number;
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
    // close() stops accepting and (Node 19+) closes idle keep-alive connections; its callback runs
    // once every connection has ended.
    options.server.close(() => {
      clearTimeout(deadline);
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
    // Connections with no request being answered (idle, or a head still arriving) hold nothing
    // worth waiting for; Node's close() leaves the half-sent ones, which would hold the drain.
    for (const socket of options.sockets()) if (!options.listener.busy(socket)) socket.destroy();
  };
}

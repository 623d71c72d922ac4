// Caps open client connections, in total and per client address, counted on the server's
// 'connection' event: beyond a cap the new socket is destroyed at once (before it can send a byte
// we would parse), so a flood of half-open connections from one client cannot take the edge offline.
// A client is keyed as the rate limits key it: an IPv6 /64 is one subscriber's, so one client.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientKey } from '../rate-limit/client-key';

export interface ConnectionCaps {
  /** Open connections at most. */
  max: number;
  /** Open connections per client (an IPv4 address, an IPv6 /64) at most; 0 = no per-client cap. */
  perAddress: number;
}

export interface ConnectionGuard {
  /** Sockets open now. */
  sockets(): Iterable<Socket>;
  /** Connections refused since the start. */
  refused(): number;
}

/** Installs the caps on `server`. */
export function guardConnections(server: Server, caps: ConnectionCaps): ConnectionGuard {
  const sockets = new Set<Socket>();
  let refused = 0;
  const perAddress = new Map<string, number>();

  server.on('connection', (socket: Socket) => {
    const address = clientKey(socket.remoteAddress ?? '');
    const fromAddress = perAddress.get(address) ?? 0;
    if (sockets.size >= caps.max || (caps.perAddress > 0 && fromAddress >= caps.perAddress)) {
      refused += 1;
      socket.destroy();
      return;
    }
    sockets.add(socket);
    perAddress.set(address, fromAddress + 1);
    socket.once('close', () => {
      sockets.delete(socket);
      const left = (perAddress.get(address) ?? 1) - 1;
      // Deleted at zero so the map holds only addresses with open connections.
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });
  return { sockets: () => sockets.values(), refused: () => refused };
}

// Issue 27: the connection caps count an IPv6 /64 as one client (a subscriber picks any address in
// it), as the rate limits do; before, about 40 addresses of one /64 could fill the global cap.
// Sockets are stand-ins emitted on a stand-in server: no port is opened.
import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { guardConnections } from '../../../edge/runtime-node/connection-guard';

class FakeSocket extends EventEmitter {
  destroyed = false;
  constructor(readonly remoteAddress: string) {
    super();
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
}

function connect(server: EventEmitter, address: string): FakeSocket {
  const socket = new FakeSocket(address);
  server.emit('connection', socket);
  return socket;
}

describe('connection guard', () => {
  it('caps the addresses of one IPv6 /64 together, and other clients still connect', () => {
    const server = new EventEmitter();
    const guard = guardConnections(server as unknown as Server, { max: 100, perAddress: 5 });
    const sockets = Array.from({ length: 40 }, (_, i) => connect(server, `2001:db8:aa:bb:${(i + 1).toString(16)}::${i + 7}`));
    expect(sockets.filter((s) => !s.destroyed)).toHaveLength(5);
    expect(guard.refused()).toBe(35);
    // Another /64 of the same carrier, and IPv4 clients, are not affected.
    expect(connect(server, '2001:db8:aa:bc::1').destroyed).toBe(false);
    expect(connect(server, '203.0.113.9').destroyed).toBe(false);
    expect(connect(server, '::ffff:203.0.113.10').destroyed).toBe(false);
  });

  it('frees the /64 share as its connections close', () => {
    const server = new EventEmitter();
    guardConnections(server as unknown as Server, { max: 100, perAddress: 2 });
    const [first] = [connect(server, '2001:db8::1'), connect(server, '2001:db8::2')];
    expect(connect(server, '2001:db8::3').destroyed).toBe(true);
    first.destroy();
    expect(connect(server, '2001:db8::4').destroyed).toBe(false);
  });
});

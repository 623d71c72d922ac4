// Each client address group (rate-limit/client-key.ts: an IPv4 address, an IPv6 /64) may hold at
// most `perClient` upstream calls at once: from the moment a call is sent upstream until its
// answer body has come in (or been cut). Issue 27: stalled answers to one address filled the
// 256-socket pool until the 15 s cut, and every other player got 504s. Runtime-agnostic.

/** A held place in the share; `release` is safe to call more than once. */
export interface ShareLease {
  release(): void;
}

export interface UpstreamShare {
  /** A place for `client`, or undefined when it already holds its whole share. */
  acquire(client: string): ShareLease | undefined;
  /** Calls in flight per client (for tests and figures). */
  inFlight(client: string): number;
}

/** Builds the counter; clients with nothing in flight take no memory. */
export function createUpstreamShare(perClient: number): UpstreamShare {
  const held = new Map<string, number>();
  return {
    acquire(client) {
      const count = held.get(client) ?? 0;
      if (count >= perClient) return undefined;
      held.set(client, count + 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          const left = (held.get(client) ?? 1) - 1;
          if (left > 0) held.set(client, left);
          else held.delete(client);
        },
      };
    },
    inFlight: (client) => held.get(client) ?? 0,
  };
}

/**
 * The upstream answer with `lease` released once its body has been read to the end, failed or been
 * cancelled (a body the runtime already holds whole releases at once).
 */
export function releaseWhenRead(response: Response, lease: ShareLease, bufferedWhole: boolean): Response {
  if (bufferedWhole || !response.body) {
    lease.release();
    return response;
  }
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const result = await reader.read();
          if (result.done) {
            lease.release();
            controller.close();
          } else {
            controller.enqueue(result.value);
          }
        } catch (error) {
          lease.release();
          controller.error(error);
        }
      },
      cancel(reason) {
        lease.release();
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, { status: response.status, headers: response.headers });
}

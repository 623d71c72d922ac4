// A fetch for upstream calls over node:http(s) with keep-alive. Node's global fetch decodes gzip
// and brotli bodies by itself while keeping `content-encoding`, which would corrupt a
// pass-through; this one hands the bytes over exactly as the upstream sent them. A streamed request
// body (an upload) is piped to the socket as the socket takes it, chunked.
import http from 'node:http';
import https from 'node:https';
import { Readable, pipeline } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { BODY_BYTES } from '../upstream';

type UpstreamBody = string | Uint8Array | ReadableStream<Uint8Array> | undefined | null;

/**
 * An idle pooled socket is dropped after this long. Node servers close idle keep-alive sockets
 * after 5 s by default; reusing one at that moment resets the connection and the player gets a
 * 502 (seen in the journeys: a call right after a few quiet seconds). Dropping ours first avoids it.
 */
const IDLE_SOCKET_MS = 4000;

/** Answers up to this size with a content-length are read whole before resolving. */
const BUFFER_MAX_BYTES = 1024 * 1024;

/**
 * Builds the fetch the Node entry gives the edge app. Only what the edge uses is supported. Each
 * one has its own socket pool of `maxSockets` per upstream host (the beacon gets a small one).
 */
export function createUpstreamFetch(options: { maxSockets?: number } = {}): typeof globalThis.fetch {
  const maxSockets = options.maxSockets ?? 256;
  // `timeout` destroys a free socket once idle that long (a busy one only gets a 'timeout' event).
  const httpAgent = new http.Agent({ keepAlive: true, maxSockets, timeout: IDLE_SOCKET_MS });
  const httpsAgent = new https.Agent({ keepAlive: true, maxSockets, timeout: IDLE_SOCKET_MS });

  const upstreamFetch = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> =>
    new Promise((resolvePromise, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const secure = url.protocol === 'https:';
      const method = (init.method ?? 'GET').toUpperCase();
      const body = init.body as UpstreamBody;
      const streamed = body instanceof ReadableStream;
      if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof Uint8Array) && !streamed) {
        reject(new TypeError('upstream fetch: body must be a string, bytes or a stream'));
        return;
      }
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, name) => {
        headers[name] = value;
      });
      if (streamed) delete headers['content-length'];
      else if (body !== undefined && body !== null) headers['content-length'] = String(Buffer.byteLength(body));

      const request = (secure ? https : http).request(
        url,
        { method, headers, agent: secure ? httpsAgent : httpAgent, signal: init.signal ?? undefined },
        (incoming) => {
          const responseHeaders = new Headers();
          const raw = incoming.rawHeaders;
          for (let i = 0; i + 1 < raw.length; i += 2) responseHeaders.append(raw[i], raw[i + 1]);
          const status = incoming.statusCode ?? 502;
          const init = { status, headers: responseHeaders };
          const bodyless = method === 'HEAD' || status === 204 || status === 304;
          if (bodyless) {
            incoming.resume();
            resolvePromise(new Response(null, init));
            return;
          }
          const length = Number(incoming.headers['content-length'] ?? NaN);
          if (!(length <= BUFFER_MAX_BYTES)) {
            resolvePromise(new Response(Readable.toWeb(incoming) as ReadableStream<Uint8Array>, init));
            return;
          }
          // Small answers of known size (every JSON call) are collected as bytes: a web stream
          // per call costs more than the proxying itself.
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const bytes = new Uint8Array(Buffer.concat(chunks));
            const response = new Response(bytes, init);
            Object.defineProperty(response, BODY_BYTES, { value: bytes });
            resolvePromise(response);
          });
          incoming.on('error', reject);
        },
      );
      request.on('error', reject);
      if (streamed) {
        // A failed body stream fails the fetch with its own error (the request it destroys would
        // only say "socket hang up"); a failed request cancels the stream.
        const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
        source.once('error', reject);
        pipeline(source, request, () => undefined);
      } else {
        request.end(body ?? undefined);
      }
    });
  return upstreamFetch as typeof globalThis.fetch;
}

// Talking to an upstream (the operator API or the sandbox): header hygiene both ways and a
// deadline on the answer. Runtime-agnostic: only fetch, Headers and Response.

/** Hop-by-hop headers (RFC 9110 7.6.1) plus the legacy proxy ones; never forwarded either way. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'trailers',
  'transfer-encoding',
  'upgrade',
]);

/** Copies `headers` without hop-by-hop ones, including those named in `connection`. */
export function withoutHopByHop(headers: Headers): Headers {
  const named = new Set(
    (headers.get('connection') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const out = new Headers();
  headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && !named.has(name) && !name.startsWith('proxy-')) out.append(name, value);
  });
  // Headers.forEach joins set-cookie; keep each cookie its own header.
  const cookies = typeof headers.getSetCookie === 'function' ? headers.getSetCookie() : [];
  if (cookies.length > 0 && !named.has('set-cookie')) {
    out.delete('set-cookie');
    for (const cookie of cookies) out.append('set-cookie', cookie);
  }
  return out;
}

export type UpstreamFailure = 'timeout' | 'unreachable';

/** The upstream did not answer in time, or could not be reached. */
export class UpstreamError extends Error {
  constructor(readonly failure: UpstreamFailure, cause?: unknown) {
    super(failure === 'timeout' ? 'Upstream timed out' : 'Upstream unreachable', { cause });
    this.name = 'UpstreamError';
  }
}

/**
 * Fetches with a deadline on the response head. The body then streams without one: the upstream
 * has answered, and cutting a half-sent body would only corrupt it.
 */
export async function fetchWithDeadline(
  fetchFn: typeof globalThis.fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new UpstreamError('timeout'));
      controller.abort();
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      fetchFn(url, { ...init, signal: controller.signal, redirect: 'manual' }).catch((error: unknown) => {
        throw error instanceof UpstreamError ? error : new UpstreamError('unreachable', error);
      }),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A runtime's fetch may attach the whole body bytes of a small answer under this key, so the
 * pass-through can forward them without building and draining a web stream.
 */
export const BODY_BYTES = Symbol.for('edge.upstreamBodyBytes');
type WithBodyBytes = Response & { [BODY_BYTES]?: Uint8Array<ArrayBuffer> };

/** Bodies up to this size with a declared length are read whole rather than streamed. */
const BUFFER_MAX_BYTES = 1024 * 1024;

/** The upstream answer as ours: status and body bytes untouched (compressed stays compressed). */
export async function passThrough(response: Response, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const headers = withoutHopByHop(response.headers);
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  // No statusText: reading it would make Node's lightweight Response build a full one.
  const init = { status: response.status, headers };
  if (response.status === 204 || response.status === 304) return new Response(null, init);
  // Every JSON call lands here: whole bytes let the server write them in one go, where a
  // stream per call would cost more than the proxying itself.
  const bytes = (response as WithBodyBytes)[BODY_BYTES];
  if (bytes) return new Response(bytes, init);
  const length = Number(response.headers.get('content-length') ?? NaN);
  if (length <= BUFFER_MAX_BYTES) return new Response(new Uint8Array(await response.arrayBuffer()), init);
  return new Response(response.body, init);
}

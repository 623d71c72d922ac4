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

/** The upstream answer as ours: status and body untouched (compressed stays compressed). */
export function passThrough(response: Response, extraHeaders: Record<string, string> = {}): Response {
  const headers = withoutHopByHop(response.headers);
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  const bodyless = response.status === 204 || response.status === 304;
  return new Response(bodyless ? null : response.body, { status: response.status, statusText: response.statusText, headers });
}

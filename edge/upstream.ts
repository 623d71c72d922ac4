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
 * has answered, and cutting a half-sent body would only corrupt it. A streamed request body
 * (`bodySent`, settled by its stream) starts the deadline once it has gone out, and when it fails
 * the fetch fails with its error at once (its stream enforces its own stall timeout meanwhile).
 */
export async function fetchWithDeadline(
  fetchFn: typeof globalThis.fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  bodySent?: Promise<void>,
): Promise<Response> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settled = false;
  const deadline = new Promise<never>((_, reject) => {
    const start = () => {
      // An upstream may answer before the whole body is sent: then there is nothing to time.
      if (settled) return;
      timer = setTimeout(() => {
        reject(new UpstreamError('timeout'));
        controller.abort();
      }, timeoutMs);
    };
    if (!bodySent) start();
    else
      bodySent.then(start, (error: unknown) => {
        if (settled) return;
        reject(error);
        controller.abort();
      });
  });
  try {
    return await Promise.race([
      fetchFn(url, { ...init, signal: controller.signal, redirect: 'manual' }).catch((error: unknown) => {
        throw error instanceof UpstreamError ? error : new UpstreamError('unreachable', error);
      }),
      deadline,
    ]);
  } finally {
    settled = true;
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

/**
 * Answer headers that stay upstream: they name its software (`x-powered-by`, `server`), set
 * cookies on our origin (`set-cookie`: no call and no sandbox page needs one; the session is a
 * bearer token), or would widen our CORS policy (`access-control-*`).
 */
function isDroppedAnswerHeader(name: string): boolean {
  return name === 'x-powered-by' || name === 'server' || name === 'set-cookie' || name === 'set-cookie2' || name.startsWith('access-control-');
}

/**
 * The upstream answer's headers as ours: no hop-by-hop ones, none of the dropped ones, and when
 * `allow` is given only the headers it names.
 */
export function answerHeaders(headers: Headers, allow?: ReadonlySet<string>): Headers {
  const out = withoutHopByHop(headers);
  for (const name of [...out.keys()]) if (isDroppedAnswerHeader(name) || (allow && !allow.has(name))) out.delete(name);
  return out;
}

/** An answer whose body is not JSON by its content type. */
export function isNonJson(response: Response): boolean {
  return !/^application\/([\w.+-]*\+)?json\s*(;|$)/i.test(response.headers.get('content-type') ?? '');
}

/** A 5xx whose body is not JSON (an HTML error page, a stack trace): never shown to a player. */
export function isNonJsonServerError(response: Response): boolean {
  return response.status >= 500 && isNonJson(response);
}

/** A redirect: a 3xx other than 304 (the browser follows those; a Location on a 2xx it does not). */
export function isRedirect(response: Response): boolean {
  return response.status >= 300 && response.status < 400 && response.status !== 304;
}

/** Drops an answer we will not forward, so its socket goes back to the pool (or is closed). */
export function discardBody(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}

/** The upstream stopped sending a body it had started, for longer than the idle timeout. */
export class UpstreamStallError extends Error {
  constructor(readonly idleMs: number) {
    super(`Upstream body stalled for ${idleMs} ms`);
    this.name = 'UpstreamStallError';
  }
}

/**
 * `body` with an idle timeout: when the upstream sends no chunk for `idleMs` while we wait for one,
 * the upstream body is cancelled (the runtime's fetch then closes its socket) and the stream errors,
 * which ends the player's connection. Pull-based, so a slow player does not count as a stall.
 */
export function withIdleTimeout(body: ReadableStream<Uint8Array>, idleMs: number, onStall: (error: UpstreamStallError) => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const stalled = new Promise<'stalled'>((resolve) => {
          timer = setTimeout(resolve, idleMs, 'stalled');
        });
        try {
          const result = await Promise.race([reader.read(), stalled]);
          if (result === 'stalled') {
            const error = new UpstreamStallError(idleMs);
            reader.cancel(error).catch(() => undefined);
            controller.error(error);
            onStall(error);
          } else if (result.done) {
            controller.close();
          } else {
            controller.enqueue(result.value);
          }
        } finally {
          clearTimeout(timer);
        }
      },
      cancel(reason) {
        clearTimeout(timer);
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

export interface PassThroughOptions {
  /** Headers set on the answer (over the upstream's). */
  headers?: Record<string, string>;
  /** Only these upstream headers (lower case) pass; unset: all but hop-by-hop and the dropped ones. */
  allowHeaders?: ReadonlySet<string>;
  /** Longest wait for the next body chunk once the upstream has answered; none when unset. */
  idleTimeoutMs?: number;
  /** Told once when a streamed body stalls (the player's connection is then ended). */
  onStall?: (error: UpstreamStallError) => void;
}

/** The upstream answer as ours: status and body bytes untouched (compressed stays compressed), headers filtered. */
export async function passThrough(response: Response, options: PassThroughOptions = {}): Promise<Response> {
  const headers = answerHeaders(response.headers, options.allowHeaders);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  // No statusText: reading it would make Node's lightweight Response build a full one.
  const init = { status: response.status, headers };
  if (response.status === 204 || response.status === 304) return new Response(null, init);
  // Every JSON call lands here: whole bytes let the server write them in one go, where a
  // stream per call would cost more than the proxying itself.
  const bytes = (response as WithBodyBytes)[BODY_BYTES];
  if (bytes) return new Response(bytes, init);
  if (!response.body) return new Response(null, init);
  const { idleTimeoutMs, onStall = () => undefined } = options;
  const length = Number(response.headers.get('content-length') ?? NaN);
  if (length <= BUFFER_MAX_BYTES) {
    if (idleTimeoutMs === undefined) return new Response(new Uint8Array(await response.arrayBuffer()), init);
    // Nothing sent to the player yet: a stall here is a clean 504.
    let stalled = false;
    const body = withIdleTimeout(response.body, idleTimeoutMs, () => (stalled = true));
    try {
      return new Response(new Uint8Array(await new Response(body).arrayBuffer()), init);
    } catch (error) {
      throw new UpstreamError(stalled ? 'timeout' : 'unreachable', error);
    }
  }
  return new Response(idleTimeoutMs === undefined ? response.body : withIdleTimeout(response.body, idleTimeoutMs, onStall), init);
}

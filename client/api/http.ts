// The one place that does HTTP to the operator API. Each call goes by its contract row: JSON or
// multipart body, token or none, deadline, envelope. It knows nothing of the UI: the 401 logout and
// the timeout dialog are listeners on `onApiEvent`. A call is `call(row, body)`, with the row
// imported from its domain in contract/ (only the rows a chunk uses reach it).
import { API_BASE, ErrorCode, SUCCESS_CODES, TOKEN_KEY, type CallRow, type Envelope, type RowRequest, type RowResponse } from '../../contract/call-row';
import { ApiError, isRetryable } from './errors';

export type ApiEvent = { type: 'unauthorized'; call: string } | { type: 'timeout'; call: string } | { type: 'maintenance'; call: string };
type Listener = (event: ApiEvent) => void;

const listeners = new Set<Listener>();

/** Subscribes to global API events (401 on a call whose row logs out, a timeout); returns the unsubscribe. */
export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: ApiEvent): void {
  for (const listener of listeners) listener(event);
}

export interface PostOptions {
  /** No 'Tips' dialog on timeout, whatever the row says (a background re-check). */
  silentTimeout?: boolean;
  /** Overrides the row's or the connection-based timeout. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a call made on page hide). */
  keepalive?: boolean;
  /**
   * Progress of the request body going up (bytes sent, bytes in all). Set, the request goes
   * through XMLHttpRequest, the one browser API that reports upload progress; fetch does not.
   */
  onUploadProgress?: (sent: number, total: number) => void;
}

/** What the transport reads of the device: the client-owned fields and the deadline by connection type. */
export interface DeviceFacts {
  platform(): 0 | 1;
  clientReferrer(): string;
  requestTimeoutMs(): number;
}

// Until start-up hands the real ones in (setDeviceFacts): a desktop with no referrer, 10 s.
let device: DeviceFacts = { platform: () => 1, clientReferrer: () => '', requestTimeoutMs: () => 10_000 };

/** Hands the transport the device's facts (start-up does, before the first call). */
export function setDeviceFacts(facts: DeviceFacts): void {
  device = facts;
}

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The fields every call carries besides its own: the client-owned ones the edge checks. */
const withClientFields = (body: object) => ({ ...body, platform: device.platform(), clientReferrer: device.clientReferrer() });

/** The payload of a successful answer: the envelope's fields (or the `data` wrapper) removed. */
function payloadOf(row: CallRow, data: Record<string, unknown>): unknown {
  if (row.envelope === 'data') return data.data ?? {};
  const { code: _code, errcode: _errcode, msg: _msg, ...payload } = data;
  return payload;
}

/**
 * Makes the call of `row` with `body`; resolves with the answer's payload when its code means success.
 * Offline it fails at once, with no request; a read that met no network, a 502 or a 429 is tried
 * again by the retry module (loaded then: the first paint carries none of it).
 */
export async function call<R extends CallRow>(row: R, body: RowRequest<R>, options: PostOptions = {}): Promise<RowResponse<R>> {
  // `=== false`: a runtime without navigator (tests, prerendering) counts as online.
  if (globalThis.navigator?.onLine === false) throw new ApiError(row.name, 'network', 0);
  try {
    return await send(row, body, options);
  } catch (error) {
    if (!isRetryable(error)) throw error;
    // The retry module did not arrive (the connection went): the call fails as it did.
    const retry = await import('./retry').catch(() => {
      throw error;
    });
    return retry.retryRead(row.name, () => send(row, body, options), error, options.signal);
  }
}

/** One request of `row`: the answer's payload, or an ApiError. */
async function send<R extends CallRow>(row: R, body: RowRequest<R>, options: PostOptions): Promise<RowResponse<R>> {
  const call = row.name;
  // JSON goes out without waiting (a call made on page hide must start at once); a multipart body
  // is built by the upload module, loaded only then. No content-type for it: the browser writes
  // the multipart boundary.
  const fields = withClientFields(body as object);
  const encoded = row.body === 'json' ? { body: JSON.stringify(fields), contentType: 'application/json' } : { body: (await import('./upload')).formBody(fields) };
  const headers: Record<string, string> = encoded.contentType ? { 'content-type': encoded.contentType } : {};
  const token = row.session === 'none' ? null : readToken();
  if (token) headers.authorization = `Bearer ${token}`;

  const timeout = AbortSignal.timeout(options.timeoutMs ?? row.timeoutMs ?? device.requestTimeoutMs());
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  const timedOut = (): never => {
    if (row.timeoutTip && !options.silentTimeout) emit({ type: 'timeout', call });
    throw new ApiError(call, 'timeout', ErrorCode.gatewayTimeout);
  };

  let response: Response;
  try {
    const url = `${API_BASE}/${call}`;
    response = options.onUploadProgress
      ? await (await import('./upload')).sendWithProgress(url, { headers, body: encoded.body, signal }, options.onUploadProgress)
      : await fetch(url, { method: 'POST', headers, body: encoded.body, signal, credentials: 'same-origin', keepalive: options.keepalive });
  } catch (e) {
    if (timeout.aborted) return timedOut();
    if (options.signal?.aborted) throw e;
    throw new ApiError(call, 'network', 0);
  }

  let data: Record<string, unknown> & Envelope;
  try {
    data = (await response.json()) as Record<string, unknown> & Envelope;
  } catch {
    if (timeout.aborted) return timedOut();
    if (response.status === ErrorCode.gatewayTimeout) return timedOut();
    if (response.status === ErrorCode.maintenance) emit({ type: 'maintenance', call });
    throw new ApiError(call, 'bad-response', response.status);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new ApiError(call, 'bad-response', response.status);

  const code = data.errcode ?? data.code ?? response.status;
  const message = typeof data.msg === 'string' ? data.msg : '';
  if (response.status === ErrorCode.unauthorized || code === ErrorCode.unauthorized) {
    if (row.on401 === 'logout') emit({ type: 'unauthorized', call });
    throw new ApiError(call, 'code', ErrorCode.unauthorized, message);
  }
  if (response.status === ErrorCode.gatewayTimeout || code === ErrorCode.gatewayTimeout) return timedOut();
  // Maintenance may start mid-session: any call that meets it sends the player to its screen.
  if (response.status === ErrorCode.maintenance || code === ErrorCode.maintenance) emit({ type: 'maintenance', call });
  if (response.ok && SUCCESS_CODES.includes(code)) return payloadOf(row, data) as RowResponse<R>;
  throw new ApiError(call, 'code', code, message, data);
}

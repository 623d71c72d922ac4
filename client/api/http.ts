// The one place that does HTTP to the operator API. It knows nothing of the UI: the 401 logout and
// the timeout dialog are listeners on `onApiEvent`.
import {
  API_BASE,
  CALLS,
  ErrorCode,
  SUCCESS_CODES,
  TOKEN_KEY,
  type CallName,
  type CallRequest,
  type CallResponse,
  type Envelope,
} from './contract';
import { ApiError } from './errors';
import { clientReferrer, platform, requestTimeoutMs } from '../lib/device';

export type ApiEvent = { type: 'unauthorized'; call: CallName } | { type: 'timeout'; call: CallName };
type Listener = (event: ApiEvent) => void;

const listeners = new Set<Listener>();

/** Subscribes to global API events (401 on a non-public call, a timeout); returns the unsubscribe. */
export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: ApiEvent): void {
  for (const listener of listeners) listener(event);
}

export interface PostOptions {
  /** No 'Tips' dialog on timeout (the heartbeat). */
  silentTimeout?: boolean;
  /** Overrides the connection-based timeout. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a call made on page hide). */
  keepalive?: boolean;
}

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Posts `body` to `/app/v1/<call>` and resolves with the answer when its code means success. */
export async function post<K extends CallName>(call: K, body: CallRequest<K>, options: PostOptions = {}): Promise<CallResponse<K>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;

  const timeout = AbortSignal.timeout(options.timeoutMs ?? requestTimeoutMs());
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  const timedOut = (): never => {
    if (!options.silentTimeout) emit({ type: 'timeout', call });
    throw new ApiError(call, 'timeout', ErrorCode.gatewayTimeout);
  };

  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${call}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...body, platform: platform(), clientReferrer: clientReferrer() }),
      signal,
      credentials: 'same-origin',
      keepalive: options.keepalive,
    });
  } catch (e) {
    if (timeout.aborted) return timedOut();
    if (options.signal?.aborted) throw e;
    throw new ApiError(call, 'network', 0);
  }

  let data: CallResponse<K> & Envelope;
  try {
    data = (await response.json()) as CallResponse<K> & Envelope;
  } catch {
    if (timeout.aborted) return timedOut();
    if (response.status === ErrorCode.gatewayTimeout) return timedOut();
    throw new ApiError(call, 'bad-response', response.status);
  }

  const code = data?.errcode ?? data?.code ?? response.status;
  if (response.status === ErrorCode.unauthorized || code === ErrorCode.unauthorized) {
    if (!CALLS[call].public) emit({ type: 'unauthorized', call });
    throw new ApiError(call, 'code', ErrorCode.unauthorized, data?.msg);
  }
  if (response.status === ErrorCode.gatewayTimeout || code === ErrorCode.gatewayTimeout) return timedOut();
  if (response.ok && SUCCESS_CODES.includes(code)) return data;
  throw new ApiError(call, 'code', code, typeof data?.msg === 'string' ? data.msg : '', data && typeof data === 'object' ? (data as Record<string, unknown>) : {});
}

import { ErrorCode } from '../../contract/call-row';

/** Why a call failed: the operator answered with a code, or no usable answer came. */
export type ApiErrorKind = 'code' | 'timeout' | 'network' | 'bad-response';

/** A failed call. Branch on `kind` and `code`, never on `message`. */
export class ApiError extends Error {
  // Assigned in the constructor (`declare`, not parameter properties): class fields cost the first
  // paint a helper chunk at the es2020 target.
  /** The call's name (the path after `/app/v1/`). */
  declare readonly call: string;
  declare readonly kind: ApiErrorKind;
  /** Operator code (`code` or `errcode`), or the HTTP status when the body had none. */
  declare readonly code: number;
  /** The operator's own text, for logs and as a last-resort message. */
  declare readonly serverMessage: string;
  /** The operator's answer, for codes that carry data (1104 carries `interval`, seconds to wait). */
  declare readonly body: Readonly<Record<string, unknown>>;

  constructor(call: string, kind: ApiErrorKind, code: number, serverMessage = '', body: Readonly<Record<string, unknown>> = {}) {
    super(`${call} failed: ${kind} ${code}${serverMessage ? ` ${serverMessage}` : ''}`);
    this.name = 'ApiError';
    this.call = call;
    this.kind = kind;
    this.code = code;
    this.serverMessage = serverMessage;
    this.body = body;
  }

  get isUnauthorized(): boolean {
    return this.code === ErrorCode.unauthorized;
  }
}

/** True when `e` is an ApiError of the given code. */
export const isApiCode = (e: unknown, code: number): e is ApiError => e instanceof ApiError && e.code === code;

/** True for the failures a retry may cure (client/api/retry.ts): no network, a 502, a 429. */
export const isRetryable = (e: unknown): e is ApiError =>
  e instanceof ApiError && (e.kind === 'network' || e.code === ErrorCode.badGateway || e.code === ErrorCode.tooManyRequests);

import { ErrorCode } from './contract/call-row';

/** Why a call failed: the operator answered with a code, or no usable answer came. */
export type ApiErrorKind = 'code' | 'timeout' | 'network' | 'bad-response';

/** A failed call. Branch on `kind` and `code`, never on `message`. */
export class ApiError extends Error {
  constructor(
    /** The call's name (the path after `/app/v1/`). */
    readonly call: string,
    readonly kind: ApiErrorKind,
    /** Operator code (`code` or `errcode`), or the HTTP status when the body had none. */
    readonly code: number,
    /** The operator's own text, for logs and as a last-resort message. */
    readonly serverMessage = '',
    /** The operator's answer, for codes that carry data (1104 carries `interval`, seconds to wait). */
    readonly body: Readonly<Record<string, unknown>> = {},
  ) {
    super(`${call} failed: ${kind} ${code}${serverMessage ? ` ${serverMessage}` : ''}`);
    this.name = 'ApiError';
  }

  get isUnauthorized(): boolean {
    return this.code === ErrorCode.unauthorized;
  }
}

/** True when `e` is an ApiError of the given code. */
export const isApiCode = (e: unknown, code: number): e is ApiError => e instanceof ApiError && e.code === code;

// What every row of the contract says about its call, the protocol constants, and the codes every
// call may answer with. Domain files (`core.ts`, `auth.ts`, `games.ts`...) build their rows with
// `callFactory`; `all.ts` joins them into the one table the edge and the sandbox read.
import type * as v from 'valibot';
// Named import: the bundlers keep only this field of package.json.
import { version } from '../package.json';

/** Who may make the call: anyone (the token is not sent), anyone (a valid token is used), a session. */
export type CallSession = 'none' | 'optional' | 'required';
/** What a 401 answer does on the client: end the session, or only fail the call. */
export type On401 = 'logout' | 'ignore';
/** Where success and the payload sit: `{code: 200, ...payload}`, `{errcode: 0, ...payload}` or `{errcode: 0, data: payload}`. */
export type CallEnvelope = 'code' | 'errcode' | 'data';
/** JSON object, or `multipart/form-data` (files). */
export type CallBody = 'json' | 'multipart';

/** One call of the contract. `N` is its name (the path after `/app/v1/`). */
export interface CallRow<N extends string = string, Req = unknown, Res = unknown> {
  readonly name: N;
  readonly session: CallSession;
  readonly on401: On401;
  readonly envelope: CallEnvelope;
  readonly body: CallBody;
  /** Largest request body the edge and the sandbox take (bytes). */
  readonly maxBodyBytes: number;
  /** Client deadline; unset: by connection type (10 s, 20 s on 2g, 30 s on 3g). */
  readonly timeoutMs?: number;
  /** false: no 'Tips' dialog when it times out (the heartbeat). */
  readonly timeoutTip: boolean;
  /** Type carrier only, never set: the request and the payload of the answer. */
  readonly types?: { req: Req; res: Res };
}

/** The defaults a row overrides. */
export type RowOptions = Partial<Omit<CallRow, 'name' | 'types'>>;

/** Default largest JSON body (64 KiB). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

const DEFAULTS = {
  session: 'required',
  on401: 'logout',
  envelope: 'code',
  body: 'json',
  maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
  timeoutTip: true,
} as const satisfies RowOptions;

/**
 * Row builder for one domain: requests are inferred from the domain's validation schemas (imported
 * as types only, so no schema code reaches a bundle), payloads from the domain's response map.
 */
export function callFactory<Schemas extends Record<string, v.GenericSchema>, Responses extends { [K in keyof Schemas]: unknown }>() {
  return <N extends keyof Schemas & string>(name: N, options: RowOptions = {}): CallRow<N, v.InferInput<Schemas[N]>, Responses[N]> => ({
    ...DEFAULTS,
    ...options,
    name,
  });
}

/** The request of a row. */
export type RowRequest<R> = R extends CallRow<string, infer Q, unknown> ? Q : never;
/** The payload of a row's answer (what callers resolve with, envelope stripped). */
export type RowResponse<R> = R extends CallRow<string, unknown, infer S> ? S : never;

/** Fields every answer may carry besides the payload. */
export interface Envelope {
  code?: number;
  errcode?: number;
  msg?: string;
}

/** Success: `errcode` or `code` equal to one of these. */
export const SUCCESS_CODES: readonly number[] = [0, 200];

/** Codes any call may answer with (in `code` or `errcode`, and as the HTTP status). Domains add their own. */
export const ErrorCode = {
  badRequest: 400,
  unauthorized: 401,
  notFound: 404,
  tooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  serverError: 500,
  badGateway: 502,
  maintenance: 503,
  gatewayTimeout: 504,
} as const;

export interface Range {
  min: number;
  max: number;
}

/** Body fields the edge owns: it writes them, overwriting anything a client sent. */
export const OPERATOR_FIELDS = ['appId', 'channel', 'appVersion', 'appWebName'] as const;

/** The app version sent to the operator and in event logs: package.json's, read at build time. */
export const APP_VERSION: string = version;
export const CHANNEL = 'WEB';
/** Path prefix of every call. */
export const API_BASE = '/app/v1';
/** Edge path for `navigator.sendBeacon` event-log posts. */
export const BEACON_PATH = '/beacon';
/** Local storage key of the session token. */
export const TOKEN_KEY = 'access_token';

/** A domain's rows keyed by call name (the edge and the sandbox look calls up by name). */
export type CallTable<R extends CallRow> = { readonly [X in R as X['name']]: X };

/** Keys rows by their call name. */
export function tableOf<R extends CallRow[]>(...rows: R): CallTable<R[number]> {
  return Object.fromEntries(rows.map((row) => [row.name, row])) as CallTable<R[number]>;
}

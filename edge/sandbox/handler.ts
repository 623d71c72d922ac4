// Types shared by every call handler, and the two ways a call fails.
import type { CallName, CallRequest, CallResponse } from '../../contract/all';
import type { SandboxDb } from './db-types';
import type { SandboxHooks } from './hooks';
import type { ConfigStore } from './config/service';
import type { RandomInt } from './lib/random';

export interface Session {
  userId: number;
  tokenHash: string;
}

export interface HandlerContext {
  db: SandboxDb;
  /** Milliseconds since the epoch, from the app's injected clock. */
  now: number;
  /** The session of the presented bearer token, when valid. */
  session: Session | null;
  /** True when a bearer token was presented (valid or not). */
  tokenPresented: boolean;
  config: ConfigStore;
  /** What other domains do on a registration, a settled bet, a login or a deposit (hooks.ts). */
  hooks: SandboxHooks;
  log: (line: string) => void;
  /** Chance for draws, spins and scratch cards (lib/random.ts): crypto, or seeded in tests. */
  random: RandomInt;
  /** The player's address: X-Forwarded-For as the edge set it, else the socket peer ('' when unknown); an IPv6 address as its /64. */
  address: string;
}

/** Answers one call; returns the response fields (the app adds the success code). */
export type Handler<K extends CallName> = (ctx: HandlerContext, req: CallRequest<K>) => CallResponse<K> | Promise<CallResponse<K>>;

export interface HandlerEntry<K extends CallName> {
  run: Handler<K>;
  /** Still answered while maintenance is on. */
  duringMaintenance?: boolean;
}

/** One entry per call of the contract: a missing handler fails typecheck. Session, envelope and body rules come from the call's row. */
export type HandlerRegistry = { readonly [K in CallName]: HandlerEntry<K> };

/** A business failure: HTTP 200 with an ErrorCode in `code` (or `errcode`). */
export class CallFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'CallFailure';
  }
}

/** A protocol failure: the HTTP status is also the `code` (400, 401, 404, 413, 415, 503). */
export class HttpFailure extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 413 | 415 | 503,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpFailure';
  }
}

/** The session of `ctx`, or a 401 (for handlers of non-anonymous calls). */
export function requireSession(ctx: HandlerContext): Session {
  if (!ctx.session) throw new HttpFailure(401, 'Please log in again');
  return ctx.session;
}

/** Throws `result` when a transaction returned a failure (so its writes, like wrong tries, still commit). */
export function unwrap<T>(result: T | CallFailure): T {
  if (result instanceof CallFailure) throw result;
  return result;
}

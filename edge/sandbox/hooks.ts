// The seams where one domain's event lets other domains act without the first importing them: a
// player registers, a bet settles, a player logs in, a deposit is placed. The rewards (bonus
// ledger, tasks, VIP levels, draws) hang from these. Each hook is synchronous and runs inside the
// event's transaction (SQLite transactions here are synchronous and cannot span an await), writing only through
// its own domain's service; a hook that throws rolls the event back, so a check refuses by
// throwing its CallFailure. The lists are wired in default-hooks.ts and reach the handlers on
// HandlerContext.hooks; createSandboxApp({ hooks }) replaces them (tests).
import type { AppConfig } from '../../contract/core';
import type { SandboxDb } from './db-types';

/** A new player, inside the registration transaction (after the row and the opening credit). */
export interface Registration {
  db: SandboxDb;
  userId: number;
  now: number;
}

/** A settled real-money bet, inside the bet's transaction (after the ledger moved). */
export interface Settlement {
  userId: number;
  gameId: number;
  /** Amounts in hundredths. */
  betAmount: number;
  winAmount: number;
  now: number;
  /** The database handle, inside the bet's open transaction. */
  db: SandboxDb;
  /** The operator's config the bet was judged by (VIP thresholds, turnover multiples). */
  config: AppConfig;
}

/** A player about to get a session (login or registration); a check throws to refuse it. */
export interface Login {
  db: SandboxDb;
  userId: number;
  now: number;
  config: AppConfig;
}

/** A deposit order about to be placed, inside its transaction; a check throws to refuse it. */
export interface Deposit {
  db: SandboxDb;
  userId: number;
  amount: number;
  now: number;
}

export type RegistrationHook = (registration: Registration) => void;
export type SettlementHook = (settlement: Settlement) => void;
export type LoginCheck = (login: Login) => void;
export type DepositCheck = (deposit: Deposit) => void;

/** Every hook list, in the order each runs. */
export interface SandboxHooks {
  readonly registration: readonly RegistrationHook[];
  readonly settlement: readonly SettlementHook[];
  readonly login: readonly LoginCheck[];
  readonly deposit: readonly DepositCheck[];
}

/** Runs `hooks` in order; one returning a promise is a bug (its work would escape the transaction). */
export function runHooks<E>(hooks: readonly ((event: E) => void)[], event: E): void {
  for (const hook of hooks) {
    const result: unknown = hook(event);
    if (result instanceof Promise) throw new Error('sandbox hooks must be synchronous');
  }
}

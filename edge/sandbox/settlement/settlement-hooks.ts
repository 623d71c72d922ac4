// What a settled real-money bet tells the rest of the operator (VIP experience today; tasks,
// rebates and jackpot chances next). Hooks run inside the bet's transaction, so a hook that
// throws rolls the whole bet back: no half-settled round ever commits.
import type { SandboxDb } from '../db-types';

export interface Settlement {
  userId: number;
  gameId: number;
  /** Amounts in hundredths. */
  betAmount: number;
  winAmount: number;
  now: number;
  /** The database handle, inside the bet's open transaction. */
  db: SandboxDb;
}

/** Synchronous by design: better-sqlite3 transactions cannot span an await. */
export type SettlementHook = (settlement: Settlement) => void;

/** Runs every hook in order; a hook returning a promise is a bug (its work would escape the transaction). */
export function runSettlementHooks(hooks: readonly SettlementHook[], settlement: Settlement): void {
  for (const hook of hooks) {
    const result: unknown = hook(settlement);
    if (result instanceof Promise) throw new Error('settlement hooks must be synchronous');
  }
}

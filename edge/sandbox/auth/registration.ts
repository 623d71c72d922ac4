// Registering a player, in one transaction: the row (users), the password, the opening credit
// (ledger) and what the rest of the operator does for a new player (the registration hooks: the
// game data row, the welcome mail...). A hook that throws rolls the registration back.
import type { SandboxDb } from '../db-types';
import { runHooks, type RegistrationHook } from '../hooks';
import { postLedger, type LedgerKind } from '../ledger/service';
import { createUser, type NewUser } from '../users/service';
import { setFirstPasswordHash } from './passwords';

export interface NewPlayer extends NewUser {
  /** The scrypt hash of the password (none: SMS or social sign-in). */
  passwordHash?: string;
  /** The opening credit in hundredths (the config's userRegisterCoin). */
  registerCoin: number;
  /** Ledger kind of the opening credit (the seeded demo player uses 'seed'). */
  creditKind?: LedgerKind;
}

/** Registers a player; returns the new id. Throws SQLite UNIQUE errors on duplicates. */
export function registerPlayer(db: SandboxDb, hooks: readonly RegistrationHook[], player: NewPlayer): number {
  const { passwordHash, registerCoin, creditKind, ...user } = player;
  return db.transaction(() => {
    const userId = createUser(db, user);
    if (passwordHash !== undefined) setFirstPasswordHash(db, userId, passwordHash);
    if (registerCoin > 0) postLedger(db, { userId, delta: registerCoin, kind: creditKind ?? 'register_bonus', now: user.now });
    runHooks(hooks, { db, userId, now: user.now });
    return userId;
  })();
}

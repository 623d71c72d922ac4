// Registering a player, in one transaction: the row (users), the password, the opening credit
// (a sign-up bonus in the bonus ledger, pending until the first deposit; the demo's seed is cash) and what the rest of the operator does for a new player (the registration hooks: the
// game data row, the welcome mail...). A hook that throws rolls the registration back.
import { AuthErrorCode } from '../../../contract/auth';
import type { AppConfig } from '../../../contract/core';
import { grantBonus } from '../bonus/service';
import type { SandboxDb } from '../db-types';
import { runHooks, type RegistrationHook } from '../hooks';
import { postLedger } from '../ledger/service';
import { createUser, type NewUser } from '../users/service';
import { setFirstPasswordHash } from './passwords';
import { CallFailure } from '../handler';

/** 1113: a call that would create an account came without `eligibilityDeclared: 1` (spec section 1's barred groups). */
export const eligibilityRequired = (): CallFailure =>
  new CallFailure(AuthErrorCode.eligibilityRequired, 'Confirm that you are not in any group barred from registering (eligibilityDeclared: 1)');

export interface NewPlayer extends NewUser {
  /** The scrypt hash of the password (none: SMS or social sign-in). */
  passwordHash?: string;
  /** The opening credit in hundredths (the config's userRegisterCoin). */
  registerCoin: number;
  /** 'seed': the opening credit is plain cash (the seeded demo player); else a sign-up bonus. */
  creditKind?: 'seed';
  /** The operator's turnover settings for the sign-up bonus. */
  config?: Pick<AppConfig, 'bonusTurnover'>;
}

/** Registers a player; returns the new id. Throws SQLite UNIQUE errors on duplicates. */
export function registerPlayer(db: SandboxDb, hooks: readonly RegistrationHook[], player: NewPlayer): number {
  const { passwordHash, registerCoin, creditKind, config, ...user } = player;
  return db.transaction(() => {
    const userId = createUser(db, user);
    if (passwordHash !== undefined) setFirstPasswordHash(db, userId, passwordHash);
    if (registerCoin > 0 && creditKind === 'seed') postLedger(db, { userId, delta: registerCoin, kind: 'seed', now: user.now });
    else if (registerCoin > 0) grantBonus(db, config ?? {}, { userId, kind: 'register_bonus', claimKey: 'register', amount: registerCoin, now: user.now });
    runHooks(hooks, { db, userId, now: user.now });
    return userId;
  })();
}

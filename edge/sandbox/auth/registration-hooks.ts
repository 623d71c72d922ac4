// What a new player's registration tells the rest of the operator (the welcome mail today).
// Hooks run inside the registration transaction and write only their own tables, through their
// owners; one that throws rolls the registration back.
import type { SandboxDb } from '../db-types';
import { sendWelcomeMail } from '../mail/welcome-mail';

/** Synchronous by design: better-sqlite3 transactions cannot span an await. */
export type RegistrationHook = (user: { db: SandboxDb; userId: number; now: number }) => void;

const REGISTRATION_HOOKS: readonly RegistrationHook[] = [sendWelcomeMail];

/** Runs every registration hook in order. */
export function runRegistrationHooks(user: { db: SandboxDb; userId: number; now: number }): void {
  for (const hook of REGISTRATION_HOOKS) hook(user);
}

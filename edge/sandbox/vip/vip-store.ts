// Owner of the VIP columns of `users` (vip, vip_exp): nothing else writes them.
import type { SandboxDb } from '../db-types';

/** Adds `amount` experience to the player (unit: hundredths of a peso wagered). */
export function addVipExperience(db: SandboxDb, userId: number, amount: number): void {
  db.prepare('UPDATE users SET vip_exp = vip_exp + ? WHERE id = ?').run(amount, userId);
}

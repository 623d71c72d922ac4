// Owner of the VIP columns of `users` (vip, vip_exp): nothing else writes them.
import type { SandboxDb } from '../db-types';

/** Adds `amount` experience to the player (unit: hundredths of a peso wagered). */
export function addVipExperience(db: SandboxDb, userId: number, amount: number): void {
  db.prepare('UPDATE users SET vip_exp = vip_exp + ? WHERE id = ?').run(amount, userId);
}

/** Sets the player's VIP level (the dev endpoint; levels from experience come with the VIP work). */
export function setVip(db: SandboxDb, userId: number, level: number): void {
  db.prepare('UPDATE users SET vip = ? WHERE id = ?').run(level, userId);
}

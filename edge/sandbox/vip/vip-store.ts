// Owner of the VIP columns of `users` (vip, vip_exp, user_level): nothing else writes them.
import type { AppConfig } from '../../../contract/core';
import type { SandboxDb } from '../db-types';

/** The highest level of `levels` whose threshold `value` reaches (0 when none). */
export function levelFor(levels: readonly { level: number; threshold: number }[], value: number): number {
  let reached = 0;
  for (const { level, threshold } of levels) if (value >= threshold && level > reached) reached = level;
  return reached;
}

const vipThresholds = (config: Pick<AppConfig, 'appVipMap'>) => Object.values(config.appVipMap).map((l) => ({ level: l.level, threshold: l.experience }));
const userLevelThresholds = (config: Pick<AppConfig, 'appUserLevelConfigList'>) => config.appUserLevelConfigList.map((l) => ({ level: l.level, threshold: l.betAmount }));

/**
 * Adds `amount` experience (hundredths of a peso wagered) and raises `vip` to the level of
 * appVipMap the experience reaches and `user_level` to the level of appUserLevelConfigList the
 * total wagered (`bet`) reaches, in the caller's transaction. Levels never go down by play.
 * Answers the VIP level before and after.
 */
export function addVipExperience(db: SandboxDb, config: Pick<AppConfig, 'appVipMap' | 'appUserLevelConfigList'>, userId: number, amount: number): { from: number; to: number } {
  const row = db.prepare('UPDATE users SET vip_exp = vip_exp + ? WHERE id = ? RETURNING vip, vip_exp, bet, user_level').get(amount, userId) as
    | { vip: number; vip_exp: number; bet: number; user_level: number }
    | undefined;
  if (!row) return { from: 0, to: 0 };
  const vip = Math.max(row.vip, levelFor(vipThresholds(config), row.vip_exp));
  const userLevel = Math.max(row.user_level, levelFor(userLevelThresholds(config), row.bet));
  if (vip !== row.vip || userLevel !== row.user_level) db.prepare('UPDATE users SET vip = ?, user_level = ? WHERE id = ?').run(vip, userLevel, userId);
  return { from: row.vip, to: vip };
}

/** Sets the player's VIP level (the dev endpoint). */
export function setVip(db: SandboxDb, userId: number, level: number): void {
  db.prepare('UPDATE users SET vip = ? WHERE id = ?').run(level, userId);
}

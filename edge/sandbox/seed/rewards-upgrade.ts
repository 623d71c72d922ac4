// Brings a database made before the rewards (issue 22) up to date: its VIP levels had no level-up
// award, its config no turnover multiples, no tasks, no rebate rates, no sign-in, no login bonus
// and no deposit rewards. Runs on every open; a config already in the new shape, with the
// operator's own changes, is kept.
import type { AppConfig } from '../../../contract/core';
import type { SandboxDb } from '../db-types';
import { readStoredConfig, replaceStoredConfig } from '../config/service';
import { seedAppConfig } from './app-config';

const current = (config: Partial<AppConfig>): boolean =>
  config.bonusTurnover !== undefined &&
  Object.values(config.appVipMap ?? {}).every((level) => typeof level.levelUpAward === 'number') &&
  Array.isArray((config.taskConfig as { tasks?: unknown } | undefined)?.tasks) &&
  config.rebateConfig !== undefined &&
  config.signInConfig !== undefined &&
  config.loginBonus3Config !== undefined &&
  config.firstDepositConfig !== undefined &&
  config.rechargeTotalConfig !== undefined;

/** Adds the level-up awards, the turnover multiples, the tasks the rebate rates, sign-in, the login bonus and the deposit rewards to an older stored config; true when it did. */
export function upgradeRewardsConfig(db: SandboxDb, now: number): boolean {
  return db.transaction(() => {
    const row = readStoredConfig(db);
    if (!row || current(row.config)) return false;
    const seed = seedAppConfig();
    const version = row.version + 1;
    const appVipMap = Object.fromEntries(
      Object.entries(row.config.appVipMap).map(([key, level]) => [key, { ...level, levelUpAward: level.levelUpAward ?? seed.appVipMap[key]?.levelUpAward ?? 0 }]),
    );
    const taskConfig = Array.isArray((row.config.taskConfig as { tasks?: unknown }).tasks) ? row.config.taskConfig : { ...row.config.taskConfig, tasks: seed.taskConfig.tasks };
    const next: AppConfig = {
      ...row.config,
      appVipMap,
      taskConfig,
      bonusTurnover: row.config.bonusTurnover ?? seed.bonusTurnover,
      rebateConfig: row.config.rebateConfig ?? seed.rebateConfig,
      signInConfig: row.config.signInConfig ?? seed.signInConfig,
      loginBonus3Config: row.config.loginBonus3Config ?? seed.loginBonus3Config,
      firstDepositConfig: row.config.firstDepositConfig ?? seed.firstDepositConfig,
      rechargeTotalConfig: row.config.rechargeTotalConfig ?? seed.rechargeTotalConfig,
      v: version,
    };
    replaceStoredConfig(db, version, next, now);
    return true;
  }).immediate();
}

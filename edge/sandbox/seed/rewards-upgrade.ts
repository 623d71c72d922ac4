// Brings a database made before the rewards (issue 22) up to date: its VIP levels had no level-up
// award, its config no turnover multiples, no tasks, no VIP tasks, no rebate rates, no sign-in, no
// login bonus, no deposit rewards, no follow channels, fund, points or lottery, and placeholder scratch card and
// diamond configs (`{ status, price }`, `{ status, coinPerDiamond }`). Runs on every open; a config already
// in the new shape, with the operator's own changes, is kept.
import type { AppConfig } from '../../../contract/core';
import type { Agent5Config, InviteConfig } from '../../../contract/invite';
import type { SandboxDb } from '../db-types';
import { readStoredConfig, replaceStoredConfig } from '../config/service';
import { seedAppConfig, VIP_TASKS } from './app-config';

const current = (config: Partial<AppConfig>): boolean =>
  config.bonusTurnover !== undefined &&
  Object.values(config.appVipMap ?? {}).every((level) => typeof level.levelUpAward === 'number') &&
  Array.isArray((config.taskConfig as { tasks?: unknown } | undefined)?.tasks) &&
  config.rebateConfig !== undefined &&
  config.signInConfig !== undefined &&
  config.loginBonus3Config !== undefined &&
  config.firstDepositConfig !== undefined &&
  config.rechargeTotalConfig !== undefined &&
  config.followConfig !== undefined &&
  config.fundConfig !== undefined &&
  config.pointsConfig !== undefined &&
  config.lotteryConfig !== undefined &&
  scratchShaped(config) &&
  diamondShaped(config) &&
  typeof (config.inviteConfig as Partial<InviteConfig> | undefined)?.validDeposit === 'number' &&
  typeof (config.agent5Config as Partial<Agent5Config> | undefined)?.minClaim === 'number';

// The placeholders seeded before issue 23 had no prize or item lists.
const scratchShaped = (config: Partial<AppConfig>): boolean => Array.isArray(config.scratchCardConfig?.prizes);
const diamondShaped = (config: Partial<AppConfig>): boolean => Array.isArray(config.diamondConfig?.coin);

/** Adds the level-up awards, the turnover multiples, the tasks (VIP tasks too), the rebate rates, sign-in, the login bonus, the deposit rewards, the follow channels, the fund, points, the lottery, the scratch card and the diamond shop to an older stored config; true when it did. */
export function upgradeRewardsConfig(db: SandboxDb, now: number): boolean {
  return db.transaction(() => {
    const row = readStoredConfig(db);
    if (!row || current(row.config)) return false;
    const seed = seedAppConfig();
    const version = row.version + 1;
    const appVipMap = Object.fromEntries(
      Object.entries(row.config.appVipMap).map(([key, level]) => [key, { ...level, levelUpAward: level.levelUpAward ?? seed.appVipMap[key]?.levelUpAward ?? 0 }]),
    );
    const stored = (row.config.taskConfig as { tasks?: unknown }).tasks;
    // A config from before the VIP tasks (no follow config yet) gains them beside its own tasks.
    const vipTasks = row.config.followConfig === undefined && Array.isArray(stored) ? VIP_TASKS.filter((task) => !stored.some((t: { id?: unknown }) => t?.id === task.id)) : [];
    const taskConfig = Array.isArray(stored) ? { ...row.config.taskConfig, tasks: [...stored, ...vipTasks] } : { ...row.config.taskConfig, tasks: seed.taskConfig.tasks };
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
      followConfig: row.config.followConfig ?? seed.followConfig,
      fundConfig: row.config.fundConfig ?? seed.fundConfig,
      pointsConfig: row.config.pointsConfig ?? seed.pointsConfig,
      lotteryConfig: row.config.lotteryConfig ?? seed.lotteryConfig,
      scratchCardConfig: scratchShaped(row.config) ? row.config.scratchCardConfig : seed.scratchCardConfig,
      diamondConfig: diamondShaped(row.config) ? row.config.diamondConfig : seed.diamondConfig,
      // The invite and agent configs before issue 24 were placeholders of another shape: replaced.
      inviteConfig: typeof (row.config.inviteConfig as Partial<InviteConfig> | undefined)?.validDeposit === 'number' ? row.config.inviteConfig : seed.inviteConfig,
      agent5Config: typeof (row.config.agent5Config as Partial<Agent5Config> | undefined)?.minClaim === 'number' ? row.config.agent5Config : seed.agent5Config,
      jackpotConfig: row.config.jackpotConfig ?? seed.jackpotConfig,
      v: version,
    };
    replaceStoredConfig(db, version, next, now);
    return true;
  }).immediate();
}

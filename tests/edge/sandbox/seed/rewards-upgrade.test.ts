// A database made before the VIP tasks, follow rewards and fund (its config has tasks but no
// followConfig or fundConfig) gains the seed's VIP tasks beside its own tasks, the channels and
// the fund on open; a config already in the new shape keeps the operator's choices.
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../../contract/core';
import { readStoredConfig, replaceStoredConfig } from '../../../../edge/sandbox/config/service';
import { openSandboxDb } from '../../../../edge/sandbox/db';
import { upgradeRewardsConfig } from '../../../../edge/sandbox/seed/rewards-upgrade';
import { DEFAULT_DIAMOND_CONFIG } from '../../../../contract/diamond';
import { DEFAULT_SCRATCH_CARD_CONFIG } from '../../../../contract/scratch-card';

const NOW = Date.UTC(2026, 0, 15, 8);

describe('the rewards upgrade', () => {
  it('adds the VIP tasks, the follow channels and the fund to an older config, keeping its own tasks', () => {
    const db = openSandboxDb(':memory:');
    const stored = readStoredConfig(db)!;
    const older = { ...stored.config, taskConfig: { status: 1, tasks: [{ id: 7, period: 'daily', goal: 'bet', target: 500, award: 100 }] } } as AppConfig;
    delete older.followConfig;
    delete older.fundConfig;
    replaceStoredConfig(db, stored.version + 1, older, NOW);
    expect(upgradeRewardsConfig(db, NOW)).toBe(true);
    const config = readStoredConfig(db)!.config;
    expect((config.taskConfig.tasks as { id: number; vipLevel?: number }[]).map((task) => [task.id, task.vipLevel])).toEqual([
      [7, undefined],
      [101, 1],
      [102, 2],
      [103, 3],
    ]);
    expect(config.followConfig?.channels.map((channel) => channel.id)).toEqual(['facebook', 'telegram', 'youtube', 'tiktok']);
    expect(config.fundConfig).toEqual({ status: 1, ratePercent: 5, cap: 50_000, minLoss: 10_000 });
    // Once current, an operator's changes stay.
    replaceStoredConfig(db, readStoredConfig(db)!.version + 1, { ...config, followConfig: { status: 0, channels: [] } }, NOW);
    expect(upgradeRewardsConfig(db, NOW)).toBe(false);
    expect(readStoredConfig(db)!.config.followConfig).toEqual({ status: 0, channels: [] });
    db.close();
  });

  it('replaces the scratch card and diamond placeholders of before issue 23, and keeps an operator’s own', () => {
    const db = openSandboxDb(':memory:');
    const stored = readStoredConfig(db)!;
    const older = { ...stored.config, scratchCardConfig: { status: 1, price: 1000 }, diamondConfig: { status: 1, coinPerDiamond: 100 } } as unknown as AppConfig;
    replaceStoredConfig(db, stored.version + 1, older, NOW);
    expect(upgradeRewardsConfig(db, NOW)).toBe(true);
    const config = readStoredConfig(db)!.config;
    expect(config.scratchCardConfig).toEqual(DEFAULT_SCRATCH_CARD_CONFIG);
    expect(config.diamondConfig).toEqual(DEFAULT_DIAMOND_CONFIG);
    const own = { ...DEFAULT_DIAMOND_CONFIG, depositPerDiamond: 5_000 };
    replaceStoredConfig(db, readStoredConfig(db)!.version + 1, { ...config, diamondConfig: own }, NOW);
    expect(upgradeRewardsConfig(db, NOW)).toBe(false);
    expect(readStoredConfig(db)!.config.diamondConfig).toEqual(own);
    db.close();
  });
});

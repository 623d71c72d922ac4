// The invite and agent configs: the placeholders older databases stored are replaced on open by the
// seed's; a config in the contract's shape keeps the operator's choices; a stored config of another
// shape reads as the defaults rather than failing a call.
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../../contract/core';
import { DEFAULT_AGENT5_CONFIG, DEFAULT_INVITE_CONFIG } from '../../../../contract/invite';
import { readStoredConfig, replaceStoredConfig } from '../../../../edge/sandbox/config/service';
import { openSandboxDb } from '../../../../edge/sandbox/db';
import { agentConfigOf, inviteConfigOf } from '../../../../edge/sandbox/invite/invite-config';
import { upgradeRewardsConfig } from '../../../../edge/sandbox/seed/rewards-upgrade';

const NOW = Date.UTC(2026, 0, 15, 8);

describe('the invite and agent configs', () => {
  it('replace the old placeholders, then keep the operator’s changes', () => {
    const db = openSandboxDb(':memory:');
    const stored = readStoredConfig(db)!;
    const older = {
      ...stored.config,
      inviteConfig: { status: 1, rewardPerInvite: 5000, spinNeedInvites: 3 },
      agent5Config: { status: 1, levels: [{ level: 1, rate: 0.3 }] },
    } as unknown as AppConfig;
    replaceStoredConfig(db, stored.version + 1, older, NOW);
    expect(upgradeRewardsConfig(db, NOW)).toBe(true);
    const config = readStoredConfig(db)!.config;
    expect(config.inviteConfig).toEqual(DEFAULT_INVITE_CONFIG);
    expect(config.agent5Config).toEqual(DEFAULT_AGENT5_CONFIG);
    replaceStoredConfig(db, readStoredConfig(db)!.version + 1, { ...config, inviteConfig: { ...DEFAULT_INVITE_CONFIG, rewardPerInvite: 7_000 } }, NOW);
    expect(upgradeRewardsConfig(db, NOW)).toBe(false);
    expect(readStoredConfig(db)!.config.inviteConfig.rewardPerInvite).toBe(7_000);
    db.close();
  });

  it('read a config of another shape as the defaults, levels sorted', () => {
    expect(inviteConfigOf({ inviteConfig: { status: 1 } as never })).toBe(DEFAULT_INVITE_CONFIG);
    expect(inviteConfigOf({ inviteConfig: { ...DEFAULT_INVITE_CONFIG, spinPrizes: [{ id: 1, amount: 100, weight: 0 }] } })).toBe(DEFAULT_INVITE_CONFIG);
    expect(agentConfigOf({ agent5Config: { status: 1, levels: [{ level: 9, rateBp: 10 }], minClaim: 100 } })).toEqual(DEFAULT_AGENT5_CONFIG);
    expect(agentConfigOf({ agent5Config: { status: 1, levels: [{ level: 2, rateBp: 10 }, { level: 1, rateBp: 30 }], minClaim: 100 } }).levels.map((l) => l.level)).toEqual([1, 2]);
  });
});

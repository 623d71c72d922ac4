// Issue 26: the seed read the spec's deposit minimums (hundredths) as pesos, so after the first
// deposit the smallest top-up was ₱10,000. A fresh database has ₱1.00 / ₱100.00; an older one is
// moved there on open, and a channel the operator set up differently keeps its own minimums.
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../../contract/core';
import { readStoredConfig, replaceStoredConfig } from '../../../../edge/sandbox/config/service';
import { openSandboxDb } from '../../../../edge/sandbox/db';
import { upgradeDepositMinimums } from '../../../../edge/sandbox/seed/wallet-upgrade';

const NOW = Date.UTC(2026, 10, 26, 8);
const minimums = (config: AppConfig) => Object.values(config.appRechargeTypeMap).map((type) => [type.id, type.minAmount, type.minAmount2]);

describe('the deposit minimums', () => {
  it('are the spec’s hundredths in a fresh database: ₱1.00 before the first deposit, ₱100.00 after (InstaPay ₱500)', () => {
    const db = openSandboxDb(':memory:');
    expect(minimums(readStoredConfig(db)!.config)).toEqual([
      [1, 100, 10_000],
      [2, 100, 10_000],
      [3, 100, 10_000],
      [4, 50_000, 50_000],
    ]);
    expect(upgradeDepositMinimums(db, NOW)).toBe(false);
    db.close();
  });

  it('move from the old seed’s ₱100 / ₱10,000 on open, keeping a channel the operator changed', () => {
    const db = openSandboxDb(':memory:');
    const stored = readStoredConfig(db)!;
    const map = structuredClone(stored.config.appRechargeTypeMap);
    for (const id of ['1', '2', '3']) Object.assign(map[id]!, { minAmount: 100 * 100, minAmount2: 10_000 * 100 });
    Object.assign(map['4']!, { minAmount: 500 * 100, minAmount2: 10_000 * 100 });
    Object.assign(map['3']!, { minAmount: 200 * 100 }); // the operator's own choice
    replaceStoredConfig(db, stored.version + 1, { ...stored.config, appRechargeTypeMap: map }, NOW);
    expect(upgradeDepositMinimums(db, NOW)).toBe(true);
    const after = readStoredConfig(db)!;
    expect(after.version).toBe(stored.version + 2);
    expect(minimums(after.config)).toEqual([
      [1, 100, 10_000],
      [2, 100, 10_000],
      [3, 200 * 100, 10_000 * 100],
      [4, 50_000, 50_000],
    ]);
    expect(upgradeDepositMinimums(db, NOW)).toBe(false);
    db.close();
  });
});

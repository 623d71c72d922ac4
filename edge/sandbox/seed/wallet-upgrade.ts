// Brings a database made before the wallet up to date: its deposit channels had no provider or
// limits, its banks no kind and its bank config no daily limit. Runs on every open; the operator's
// own changes to a config already in the new shape are kept. Deposit minimums seeded in pesos where
// the spec means hundredths (₱100 / ₱10,000 before issue 26) become the spec's ₱1.00 / ₱100.00.
import type { AppConfig } from '../../../contract/core';
import type { RechargeType } from '../../../contract/wallet';
import type { SandboxDb } from '../db-types';
import { readStoredConfig, replaceStoredConfig } from '../config/service';
import { seedAppConfig, SPEC_MIN_AMOUNT, SPEC_MIN_AMOUNT2 } from './app-config';

const current = (config: Partial<AppConfig>): boolean =>
  Object.values(config.appRechargeTypeMap ?? {}).every((type) => typeof type.provider === 'string' && typeof type.dailyLimit === 'number') &&
  Object.values(config.appRechargeBankMap ?? {}).every((bank) => bank.kind === 'ewallet' || bank.kind === 'bank') &&
  typeof config.bankConfig?.withdrawDailyLimit === 'number';

/** Replaces the wallet part of an older stored config; returns true when it did. */
export function upgradeWalletConfig(db: SandboxDb, now: number): boolean {
  return db.transaction(() => {
    const row = readStoredConfig(db);
    if (!row || current(row.config)) return false;
    const seed = seedAppConfig();
    const version = row.version + 1;
    const next: AppConfig = {
      ...row.config,
      appRechargeTypeMap: seed.appRechargeTypeMap,
      appRechargeItemMap: seed.appRechargeItemMap,
      appRechargeTypeItemMap: seed.appRechargeTypeItemMap,
      appRechargeBankMap: seed.appRechargeBankMap,
      bankConfig: seed.bankConfig,
      v: version,
    };
    replaceStoredConfig(db, version, next, now);
    return true;
  }).immediate();
}

// What the seed wrote before issue 26 (the spec's constants read as pesos): e-wallets and QR Ph, InstaPay.
const OLD_SEED_MINIMUMS: readonly (readonly [number, number])[] = [
  [100 * 100, 10_000 * 100],
  [500 * 100, 10_000 * 100],
];

/** The seed's new minimums for a channel that still has the old seed's pair; the operator's own pairs are kept. */
function fixedMinimums(type: RechargeType): RechargeType {
  if (!OLD_SEED_MINIMUMS.some(([min, min2]) => type.minAmount === min && type.minAmount2 === min2)) return type;
  const seeded = seedAppConfig().appRechargeTypeMap[String(type.id)];
  if (seeded && seeded.provider === type.provider) return { ...type, minAmount: seeded.minAmount, minAmount2: seeded.minAmount2 };
  return { ...type, minAmount: SPEC_MIN_AMOUNT, minAmount2: SPEC_MIN_AMOUNT2 };
}

/** Moves channels still on the old seed's deposit minimums to the spec's; returns true when it did. */
export function upgradeDepositMinimums(db: SandboxDb, now: number): boolean {
  return db.transaction(() => {
    const row = readStoredConfig(db);
    if (!row?.config.appRechargeTypeMap) return false;
    const types = Object.entries(row.config.appRechargeTypeMap);
    const next = types.map(([key, type]) => [key, fixedMinimums(type)] as const);
    if (next.every(([, type], i) => type === types[i]![1])) return false;
    const version = row.version + 1;
    replaceStoredConfig(db, version, { ...row.config, appRechargeTypeMap: Object.fromEntries(next), v: version }, now);
    return true;
  }).immediate();
}

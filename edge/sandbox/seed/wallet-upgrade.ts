// Brings a database made before the wallet up to date: its deposit channels had no provider or
// limits, its banks no kind and its bank config no daily limit. Runs on every open; the operator's
// own changes to a config already in the new shape are kept.
import type { AppConfig } from '../../../contract/core';
import type { SandboxDb } from '../db-types';
import { readStoredConfig, replaceStoredConfig } from '../config/service';
import { seedAppConfig } from './app-config';

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

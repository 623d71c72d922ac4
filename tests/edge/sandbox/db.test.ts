import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, openSandboxDb } from '../../../edge/sandbox/db';
import type { AppConfig } from '../../../contract/core';
import { ledgerMismatches } from './helpers';

// Every AppConfig key; `satisfies` makes this list fail typecheck when the contract gains a field.
const APP_CONFIG_KEYS = {
  v: true, accountLength: true, usernameLength: true, passwordLength: true, smsCodeLength: true, safeboxLength: true,
  withdrawAccountLength: true, mobileLength: true, mobilePrefix: true, userRegisterCoin: true, registerType: true,
  otpStatus: true, defaultLoginType: true, minRechargeStatus: true, smsCodeSendLimit: true, smsCodeInterval: true,
  gameListVersion: true, gameResourceUrl: true, appGameList: true, appGameTypeList: true, appGameBrandList: true,
  appGamePlatformList: true, appGameTagList: true, appVipMap: true, appUserLevelConfigList: true, appRechargeTypeMap: true,
  appRechargeItemMap: true, appRechargeTypeItemMap: true, appRechargeBankMap: true, bankConfig: true, bonusTurnover: true, rebateConfig: true,
  firstDepositConfig: true, rechargeTotalConfig: true, inviteConfig: true,
  agent5Config: true, taskConfig: true, followConfig: true, fundConfig: true, pointsConfig: true, lotteryConfig: true, signInConfig: true, loginBonus3Config: true, redPacketConfig: true, newYearConfig: true, christmasConfig: true,
  scratchCardConfig: true, diamondConfig: true, jackpotAwardConfigList: true, jackpotConfig: true, appPropConfigMap: true,
  appGenericImgList: true, appCustomerServiceQueue: true, maintenance: true, h5: true, h5ClientMode: true,
  clientConfig: true, feedbackConfig: true, socialLogin: true, responsibleGaming: true, licenceLine: true,
} satisfies Record<keyof AppConfig, true>;

describe('openSandboxDb', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  it('creates folders, migrates and seeds once; reopening is idempotent and keeps data', () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
    const path = join(dir, 'nested', 'sandbox.db');
    const first = openSandboxDb(path);
    expect(first.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(first.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(first.pragma('user_version', { simple: true })).toBe(MIGRATIONS.at(-1)!.version);
    first.prepare("UPDATE users SET nickname = 'Kept' WHERE account = 'demo01'").run();
    first.close();

    const second = openSandboxDb(path);
    expect(second.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(MIGRATIONS.length);
    expect(second.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(1);
    expect(second.prepare('SELECT COUNT(*) FROM app_config').pluck().get()).toBe(1);
    expect(second.prepare("SELECT nickname FROM users WHERE account = 'demo01'").pluck().get()).toBe('Kept');
    second.close();
  });

  it('seeds a config with every AppConfig field and the values the brief asks for', () => {
    const db = openSandboxDb(':memory:');
    const config = JSON.parse(db.prepare('SELECT json FROM app_config').pluck().get() as string) as AppConfig;
    expect(Object.keys(config).sort()).toEqual(Object.keys(APP_CONFIG_KEYS).sort());
    expect(config.accountLength).toEqual({ min: 6, max: 16 });
    expect(config.passwordLength).toEqual({ min: 6, max: 20 });
    expect(config.mobileLength).toEqual({ min: 10, max: 10 });
    expect(config.registerType).toEqual([2, 1]);
    expect(config.userRegisterCoin).toBe(1000);
    expect(Object.keys(config.appVipMap)).toHaveLength(11);
    expect(config.appCustomerServiceQueue.some((item) => item.itemType === 1)).toBe(true);
    expect(config.socialLogin.facebook.sdkUrl).toBe('/sandbox/idp/facebook/sdk.js');
    db.close();
  });

  it('seeds the demo player with 50000 through the ledger, and two themes', () => {
    const db = openSandboxDb(':memory:');
    expect(db.prepare("SELECT coin FROM users WHERE account = 'demo01'").pluck().get()).toBe(50_000);
    expect(ledgerMismatches(db)).toEqual([]);
    expect(db.prepare('SELECT id FROM themes ORDER BY id').pluck().all()).toEqual(['default', 'preview-emerald']);
    db.close();
  });

  it('refuses a coin change that would go negative (CHECK constraint)', () => {
    const db = openSandboxDb(':memory:');
    expect(() => db.prepare("UPDATE users SET coin = -1 WHERE account = 'demo01'").run()).toThrow(/CHECK/);
    db.close();
  });
});

// Seed data: config, themes and the demo player once per database; activities and the game
// catalogue brought up to date on every open (both idempotent).
import { LoginType } from '../../../contract/session';
import type { SandboxDb } from '../db-types';
import { DEFAULT_HOOKS } from '../default-hooks';
import { registerPlayer } from '../auth/service';
import { hasConfig, insertInitialConfig, insertThemes } from '../config/service';
import { seedActivities } from '../activities/service';
import { seedNotices } from '../notices/service';
import { hashPasswordSync } from '../lib/secrets';
import { seedAppConfig } from './app-config';
import { SEED_THEMES } from './themes';
import { upgradeCatalogue } from './catalogue-upgrade';
import { upgradeDepositMinimums, upgradeWalletConfig } from './wallet-upgrade';
import { upgradeRewardsConfig } from './rewards-upgrade';

export const DEMO_ACCOUNT = 'demo01';
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_COIN = 50_000;

/** Inserts the seed rows when the config row is missing; brings older seed data up to date. */
export function seedSandbox(db: SandboxDb, now: number): void {
  seedFirstRun(db, now);
  seedActivities(db);
  // After the activities: the popup's notice takes the notice activity's text.
  seedNotices(db, now);
  upgradeCatalogue(db, now);
  upgradeWalletConfig(db, now);
  upgradeDepositMinimums(db, now);
  upgradeRewardsConfig(db, now);
}

function seedFirstRun(db: SandboxDb, now: number): void {
  db.transaction(() => {
    if (hasConfig(db)) return;
    insertInitialConfig(db, seedAppConfig(1), now);
    insertThemes(db, SEED_THEMES);
    // A registration like any other: the demo balance goes through the ledger, and the player gets
    // what the registration hooks give every new player (the welcome mail among them).
    registerPlayer(db, DEFAULT_HOOKS.registration, {
      account: DEMO_ACCOUNT,
      passwordHash: hashPasswordSync(DEMO_PASSWORD),
      accountType: LoginType.account,
      nickname: 'Demo Player',
      registerCoin: DEMO_COIN,
      creditKind: 'seed',
      now,
    });
  }).immediate();
}

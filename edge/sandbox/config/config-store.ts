// Owner of app_config (the config JSON with its version) and operator_state (the maintenance switch).
import type { AppConfig, Maintenance } from '../../../contract/core';
import type { SandboxDb } from '../db-types';
import { recordGameList } from './game-list-history';

export interface ConfigStore {
  /** The current config, with `maintenance` reflecting the switch. Do not mutate. */
  get(): AppConfig;
  maintenance(): 0 | 1;
  /** Turns maintenance on or off; `endTime` (ms) is when the operator expects to open again, kept only while it is on. */
  setMaintenance(status: 0 | 1, endTime?: number): void;
  /**
   * Shallow-merges `patch` over the config and bumps `v`, in one transaction; returns the new
   * config. A function gets the stored config and returns the patch (read, change and write
   * atomically); what it throws rolls the change back.
   */
  update(patch: Partial<AppConfig> | ((stored: AppConfig) => Partial<AppConfig>), now: number): AppConfig;
}

/** A config store over `db`; parses the JSON only when the stored version changes. */
export function createConfigStore(db: SandboxDb): ConfigStore {
  const versionQuery = db.prepare('SELECT version FROM app_config WHERE id = 1').pluck();
  const rowQuery = db.prepare('SELECT version, json FROM app_config WHERE id = 1');
  const maintenanceQuery = db.prepare("SELECT value FROM operator_state WHERE key = 'maintenance'").pluck();
  let cached: { version: number; config: AppConfig } | null = null;

  const endTimeQuery = db.prepare("SELECT value FROM operator_state WHERE key = 'maintenance_end'").pluck();
  const maintenance = (): 0 | 1 => (maintenanceQuery.get() === '1' ? 1 : 0);
  // The switch as the calls report it: the end time only while maintenance is on.
  const maintenanceState = (): Maintenance => {
    if (maintenance() === 0) return { status: 0 };
    const endTime = Number(endTimeQuery.get());
    return endTime > 0 ? { status: 1, endTime } : { status: 1 };
  };

  const load = (): AppConfig => {
    const version = versionQuery.get() as number;
    if (!cached || cached.version !== version) {
      const row = rowQuery.get() as { version: number; json: string };
      cached = { version: row.version, config: { ...(JSON.parse(row.json) as AppConfig), v: row.version } };
    }
    return cached.config;
  };

  return {
    get() {
      const config = load();
      const state = maintenanceState();
      return config.maintenance.status === state.status && config.maintenance.endTime === state.endTime ? config : { ...config, maintenance: state };
    },
    maintenance,
    setMaintenance(status, endTime) {
      const set = db.prepare('INSERT INTO operator_state (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value');
      db.transaction(() => {
        set.run('maintenance', String(status));
        // Turning maintenance off (or on without a time) forgets an old end time.
        set.run('maintenance_end', status === 1 && endTime ? String(endTime) : '');
      })();
    },
    update(patch, now) {
      return db.transaction(() => {
        const row = rowQuery.get() as { version: number; json: string };
        const version = row.version + 1;
        const stored = JSON.parse(row.json) as AppConfig;
        const next: AppConfig = { ...stored, ...(typeof patch === 'function' ? patch(stored) : patch), v: version };
        replaceStoredConfig(db, version, next, now);
        return next;
      }).immediate();
    },
  };
}

/** True once the config row exists (the first-run seed has happened). */
export const hasConfig = (db: SandboxDb): boolean => db.prepare('SELECT 1 FROM app_config WHERE id = 1').get() !== undefined;

/** Writes the first config row and the maintenance switch (off). */
export function insertInitialConfig(db: SandboxDb, config: AppConfig, now: number): void {
  db.prepare('INSERT INTO app_config (id, version, json, updated_at) VALUES (1, ?, ?, ?)').run(config.v, JSON.stringify(config), now);
  recordGameList(db, config.gameListVersion, config.appGameList, now);
  db.prepare("INSERT INTO operator_state (key, value) VALUES ('maintenance', '0')").run();
}

/** The stored config and its version, or undefined before the first run. */
export function readStoredConfig(db: SandboxDb): { version: number; config: AppConfig } | undefined {
  const row = db.prepare('SELECT version, json FROM app_config WHERE id = 1').get() as { version: number; json: string } | undefined;
  return row && { version: row.version, config: JSON.parse(row.json) as AppConfig };
}

/**
 * Replaces the stored config (its `v` should equal `version`) and records its game list under its
 * gameListVersion. Call it inside a transaction, so the two are written together.
 */
export function replaceStoredConfig(db: SandboxDb, version: number, config: AppConfig, now: number): void {
  db.prepare('UPDATE app_config SET version = ?, json = ?, updated_at = ? WHERE id = 1').run(version, JSON.stringify(config), now);
  recordGameList(db, config.gameListVersion, config.appGameList, now);
}

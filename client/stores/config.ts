// The operator's app config. Boot fills it from preLogin; `refreshConfig` re-asks for it with the
// version we hold, so an unchanged config costs almost nothing.
import { call } from '../api/http';
import { atom } from 'nanostores';
import type { AppConfig } from '../../contract/core';
import * as coreCalls from '../../contract/core';
import { readJson, writeJsonSoon } from '../lib/storage';
import { resolveGameList } from './game-list-cache';

export { cachedGameListVersion } from './game-list-cache';

// Only the version numbers are cached here: the whole config is large and comes with preLogin
// anyway. The game list alone is cached (game-list-cache.ts), so preLogin can skip sending it.
const CONFIG_VERSIONS_KEY = 'config_versions';
type ConfigVersions = { v: number; gameListVersion: number };

export const $config = atom<AppConfig | null>(null);

// The last config without its game list (cached on its own), so a reload with no connection still
// opens the app (the service worker serves the shell; this is what it shows).
const OFFLINE_CONFIG_KEY = 'config_offline';

/** Stores a fresh config (with the cached game list when its own is empty) and remembers its versions. */
export function setConfig(config: AppConfig): void {
  const appGameList = resolveGameList(config.gameListVersion, config.appGameList);
  $config.set(appGameList === config.appGameList ? config : { ...config, appGameList });
  writeJsonSoon(CONFIG_VERSIONS_KEY, { v: config.v, gameListVersion: config.gameListVersion } satisfies ConfigVersions);
  writeJsonSoon(OFFLINE_CONFIG_KEY, { ...config, appGameList: [] });
}

/** Applies the config kept from the last visit (for an offline start); false when there is none. */
export function applyOfflineConfig(): boolean {
  const config = readJson<AppConfig>(OFFLINE_CONFIG_KEY);
  if (!config || typeof config !== 'object' || typeof config.gameListVersion !== 'number') return false;
  setConfig(config);
  return true;
}

/**
 * Asks for the config again; replaces it only when the operator has a newer version.
 * @public The store action of the spec's appConfig call; no screen calls it yet (knip keeps it).
 */
export async function refreshConfig(): Promise<void> {
  const current = $config.get();
  const answer = await call(coreCalls.appConfig, current ? { v: current.v } : {});
  if (answer.config) setConfig(answer.config);
}

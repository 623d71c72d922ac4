// The operator's app config. Boot fills it from preLogin; `refreshConfig` re-asks for it with the
// version we hold, so an unchanged config costs almost nothing.
import { atom } from 'nanostores';
import type { AppConfig } from '../api/contract';
import * as api from '../api/calls';
import { readJson, writeJson } from '../lib/storage';

// Only the version numbers are cached: the whole config is large and comes with preLogin anyway.
const CONFIG_VERSIONS_KEY = 'config_versions';
type ConfigVersions = { v: number; gameListVersion: number };

export const $config = atom<AppConfig | null>(null);

/** Stores a fresh config and remembers its versions for the next start. */
export function setConfig(config: AppConfig): void {
  $config.set(config);
  writeJson(CONFIG_VERSIONS_KEY, { v: config.v, gameListVersion: config.gameListVersion } satisfies ConfigVersions);
}

/** The game list version of the config cached by an earlier visit (sent with preLogin). */
export function cachedGameListVersion(): number | undefined {
  const versions = readJson<ConfigVersions>(CONFIG_VERSIONS_KEY);
  return typeof versions?.gameListVersion === 'number' ? versions.gameListVersion : undefined;
}

/** Asks for the config again; replaces it only when the operator has a newer version. */
export async function refreshConfig(): Promise<void> {
  const current = $config.get();
  const answer = await api.appConfig(current ? { v: current.v } : {});
  if (answer.config) setConfig(answer.config);
}

// Keeps the stored config's game catalogue equal to the generated one. Runs on every open: when
// the stored list differs (an older database, or a change to the generator), it is replaced and
// both `gameListVersion` and the config `v` go up, so clients drop their cached lists.
import type { AppConfig } from '../../../contract/core';
import type { SandboxDb } from '../db-types';
import { readStoredConfig, replaceStoredConfig } from '../config/service';
import { CATALOGUE, GAME_BRANDS, GAME_PLATFORMS, GAME_RESOURCE_URL, GAME_TAGS, GAME_TYPES } from '../games/service';

export type CatalogueFields = Pick<
  AppConfig,
  'gameResourceUrl' | 'appGameList' | 'appGameTypeList' | 'appGameBrandList' | 'appGamePlatformList' | 'appGameTagList'
>;

/** The catalogue part of the config. */
export function catalogueConfig(): CatalogueFields {
  return {
    gameResourceUrl: GAME_RESOURCE_URL,
    appGameList: [...CATALOGUE],
    appGameTypeList: GAME_TYPES,
    appGameBrandList: GAME_BRANDS,
    appGamePlatformList: GAME_PLATFORMS,
    appGameTagList: GAME_TAGS,
  };
}

const fingerprint = (config: Partial<CatalogueFields>): string =>
  JSON.stringify([config.appGameList, config.appGameTypeList, config.appGameBrandList, config.appGamePlatformList, config.appGameTagList]);

/** Replaces a stale stored catalogue; returns true when it did. */
export function upgradeCatalogue(db: SandboxDb, now: number): boolean {
  return db.transaction(() => {
    const row = readStoredConfig(db);
    if (!row) return false;
    const stored = row.config;
    const fresh = catalogueConfig();
    if (fingerprint(stored) === fingerprint(fresh)) return false;
    const version = row.version + 1;
    const next: AppConfig = { ...stored, ...fresh, gameListVersion: (stored.gameListVersion ?? 0) + 1, v: version };
    replaceStoredConfig(db, version, next, now);
    return true;
  }).immediate();
}

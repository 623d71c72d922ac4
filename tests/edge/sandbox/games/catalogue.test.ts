import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../../contract/core';
import { CATALOGUE, GAME_BRANDS, GAME_PLATFORMS, GAME_TAGS, GAME_TYPES, generateCatalogue } from '../../../../edge/sandbox/games/catalogue';
import { replaceStoredConfig } from '../../../../edge/sandbox/config/config-store';
import { upgradeCatalogue } from '../../../../edge/sandbox/seed/catalogue-upgrade';
import { makeSandbox } from '../helpers';

describe('game catalogue', () => {
  it('has at least 300 well-formed games over enabled types, brands, platforms and tags', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(300);
    const enabledTypes = new Set(GAME_TYPES.filter((t) => t.status === 1).map((t) => t.id));
    const brands = new Set(GAME_BRANDS.map((b) => b.id));
    const tags = new Set(GAME_TAGS.map((t) => t.id));
    expect(brands.size).toBeGreaterThanOrEqual(6);
    expect(GAME_PLATFORMS).toHaveLength(3);
    const ids = new Set<number>();
    const names = new Set<string>();
    for (const game of CATALOGUE) {
      ids.add(game.id);
      names.add(game.name);
      expect(enabledTypes.has(game.gameTypeId), game.name).toBe(true);
      expect(brands.has(game.gameBrandId)).toBe(true);
      expect(game.gamePlatformId).toBeGreaterThanOrEqual(1);
      expect(game.gamePlatformId).toBeLessThanOrEqual(3);
      expect(game.gameTagIds.every((tag) => tags.has(tag))).toBe(true);
      expect(game.img).toBe(`games/${game.id}.svg`);
      expect(game.name).toMatch(/^[A-Za-z0-9 '-]{3,40}$/);
      expect(game.sort).toBeGreaterThan(0);
    }
    expect(ids.size).toBe(CATALOGUE.length);
    expect(names.size).toBe(CATALOGUE.length);
    const countOf = (type: number) => CATALOGUE.filter((g) => g.gameTypeId === type).length;
    expect(countOf(1)).toBeGreaterThan(countOf(2));
    expect(countOf(2)).toBeGreaterThan(0);
    expect(countOf(3)).toBeGreaterThan(0);
    expect(countOf(4)).toBeGreaterThan(0);
    expect(CATALOGUE.some((g) => g.status === 0)).toBe(true);
    const slots = CATALOGUE.filter((g) => g.gameTypeId === 1);
    expect(slots.filter((g) => g.tryIt === 1).length / slots.length).toBeGreaterThan(0.5);
    for (const tag of GAME_TAGS) expect(CATALOGUE.some((g) => g.gameTagIds.includes(tag.id)), tag.name).toBe(true);
    expect(CATALOGUE.find((g) => g.id === 1001)).toMatchObject({ status: 1, tryIt: 1, gameTypeId: 1 });
  });

  it('is the same on every generation', () => {
    expect(generateCatalogue()).toEqual(CATALOGUE);
  });

  it('is what a fresh database serves, with the art base URL and the tag list', async () => {
    const sandbox = makeSandbox();
    const { body } = await sandbox.call('preLogin', { deviceId: 'd1' });
    expect(body.config.appGameList).toEqual(CATALOGUE);
    expect(body.config.gameResourceUrl).toBe('/sandbox/art/');
    expect(body.config.appGameTagList).toEqual(GAME_TAGS);
    expect(body.gameListUnchanged).toBeUndefined();
  });
});

describe('gameListVersion', () => {
  it('answers an empty list and gameListUnchanged when the client holds the current list; the full list otherwise', async () => {
    const sandbox = makeSandbox();
    const first = await sandbox.call('preLogin', { deviceId: 'd1' });
    const version = first.body.config.gameListVersion as number;

    const same = await sandbox.call('preLogin', { deviceId: 'd1', gameListVersion: version });
    expect(same.body.code).toBe(200);
    expect(same.body.gameListUnchanged).toBe(true);
    expect(same.body.config.appGameList).toEqual([]);
    const { appGameList: _a, ...restSame } = same.body.config as AppConfig;
    const { appGameList: _b, ...restFirst } = first.body.config as AppConfig;
    expect(restSame).toEqual(restFirst);

    const stale = await sandbox.call('preLogin', { deviceId: 'd1', gameListVersion: version - 1 });
    expect(stale.body.gameListUnchanged).toBeUndefined();
    expect(stale.body.config.appGameList).toHaveLength(CATALOGUE.length);
    // The cached config object itself is never emptied.
    expect((await sandbox.call('preLogin', { deviceId: 'd1' })).body.config.appGameList).toHaveLength(CATALOGUE.length);
  });

  it('replaces a stale stored list once, bumping gameListVersion and v', async () => {
    const sandbox = makeSandbox();
    const row = sandbox.db.prepare('SELECT version, json FROM app_config').get() as { version: number; json: string };
    const old = JSON.parse(row.json) as AppConfig;
    const outdated = { ...old, appGameList: old.appGameList.slice(0, 8), gameListVersion: 1 };
    // As an older generator left it: the list of version 1 recorded with it.
    replaceStoredConfig(sandbox.db, row.version, outdated, sandbox.clock.now);

    expect(upgradeCatalogue(sandbox.db, sandbox.clock.now)).toBe(true);
    expect(upgradeCatalogue(sandbox.db, sandbox.clock.now)).toBe(false);
    const { body } = await sandbox.call('preLogin', { deviceId: 'd1', gameListVersion: 1 });
    expect(body.config.gameListVersion).toBe(2);
    expect(body.config.v).toBe(row.version + 1);
    // 302 games new since version 1: more than a delta is worth.
    expect(body.config.appGameList).toHaveLength(CATALOGUE.length);
    expect(body.gameListDelta).toBeUndefined();
  });

  it('a generator change of one game reaches a client of the old version as a delta', async () => {
    const sandbox = makeSandbox();
    const row = sandbox.db.prepare('SELECT version, json FROM app_config').get() as { version: number; json: string };
    const old = JSON.parse(row.json) as AppConfig;
    const renamed = old.appGameList.map((game) => (game.id === 1001 ? { ...game, name: 'Older Name' } : game));
    replaceStoredConfig(sandbox.db, row.version, { ...old, appGameList: renamed }, sandbox.clock.now);

    expect(upgradeCatalogue(sandbox.db, sandbox.clock.now)).toBe(true);
    const { body } = await sandbox.call('preLogin', { deviceId: 'd1', gameListVersion: 1 });
    expect(body.config.appGameList).toEqual([]);
    expect(body.gameListDelta).toEqual({ from: 1, upsert: [CATALOGUE.find((game) => game.id === 1001)], remove: [] });
  });

  it('keeps the appConfig v behaviour', async () => {
    const sandbox = makeSandbox();
    const { body } = await sandbox.call('anonymous/appConfig', {});
    const again = await sandbox.call('anonymous/appConfig', { v: body.v });
    expect(again.body.config).toBeUndefined();
    expect(body.config.appGameList).toHaveLength(CATALOGUE.length);
  });
});

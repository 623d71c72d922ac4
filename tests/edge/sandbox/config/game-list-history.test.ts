import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from '@photostructure/sqlite';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig, GameListDelta } from '../../../../contract/core';
import { gameListDelta as gameListDeltaSchema } from '../../../../contract/core.schemas';
import type { AppGame } from '../../../../contract/games';
import { createSandboxApp } from '../../../../edge/sandbox/app';
import { openSandboxDb } from '../../../../edge/sandbox/db';
import { CATALOGUE } from '../../../../edge/sandbox/games/catalogue';
import { diffGameLists, gameListDelta, KEPT_GAME_LISTS } from '../../../../edge/sandbox/config/game-list-history';
import { migration012 } from '../../../../edge/sandbox/migrations/012-game-list-history';
import { makeSandbox, type TestSandbox } from '../helpers';

// The schema and the contract's type describe the same answer (a change to one fails typecheck).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaIsTheType: Same<v.InferOutput<typeof gameListDeltaSchema>, GameListDelta> = true;
void schemaIsTheType;

const game = (id: number, fields: Partial<AppGame> = {}): AppGame => ({
  id, name: `Game ${id}`, gameTypeId: 1, gameBrandId: 1, gamePlatformId: 1, gameTagIds: [], img: `games/${id}.svg`, status: 1, sort: id, tryIt: 0, ...fields,
});

const patchGames = async (sandbox: TestSandbox, body: unknown) => {
  const response = await sandbox.app.request('/sandbox/dev/games', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { gameListVersion: number; v: number; games: number };
};

const preLogin = async (sandbox: TestSandbox, gameListVersion?: number) => (await sandbox.call('preLogin', { deviceId: 'd1', gameListVersion })).body;

/** What a client does with a delta: drop the removed, replace the changed in place, add the new. */
function applyDelta(games: AppGame[], delta: GameListDelta): AppGame[] {
  const byId = new Map(games.map((g) => [g.id, g]));
  for (const id of delta.remove) byId.delete(id);
  for (const g of delta.upsert) byId.set(g.id, g);
  return [...byId.values()];
}

const byId = (games: AppGame[]) => [...games].sort((a, b) => a.id - b.id);

describe('diffGameLists', () => {
  it('lists new and changed games and the ids gone; equal lists give nothing', () => {
    const before = [game(1), game(2), game(3)];
    const after = [game(1), game(3, { name: 'Renamed' }), game(4)];
    expect(diffGameLists(before, after)).toEqual({ upsert: [game(3, { name: 'Renamed' }), game(4)], remove: [2] });
    expect(diffGameLists(before, before.map((g) => ({ ...g, gameTagIds: [...g.gameTagIds] })))).toEqual({ upsert: [], remove: [] });
    expect(diffGameLists(before, [game(1, { gameTagIds: [2] }), game(2), game(3)]).upsert.map((g) => g.id)).toEqual([1]);
  });
});

describe('preLogin game list delta', () => {
  it('answers a client one change behind with that change only, and an empty appGameList', async () => {
    const sandbox = makeSandbox();
    const first = await preLogin(sandbox);
    expect(first.config.gameListVersion).toBe(1);
    const renamed = { ...CATALOGUE[4], name: 'Brand New Name' };
    expect(await patchGames(sandbox, { upsert: [{ id: renamed.id, name: renamed.name }] })).toEqual({ gameListVersion: 2, v: 2, games: CATALOGUE.length });

    const answer = await preLogin(sandbox, 1);
    expect(answer.config.appGameList).toEqual([]);
    expect(answer.config.gameListVersion).toBe(2);
    expect(answer.gameListUnchanged).toBeUndefined();
    expect(answer.gameListDelta).toEqual({ from: 1, upsert: [renamed], remove: [] });
    expect(v.is(gameListDeltaSchema, answer.gameListDelta)).toBe(true);
    // The rest of the config is the full answer's.
    const full = await preLogin(sandbox);
    expect({ ...answer.config, appGameList: full.config.appGameList }).toEqual(full.config);
    expect(applyDelta(first.config.appGameList, answer.gameListDelta)).toEqual(full.config.appGameList);
  });

  it('answers unchanged for the current version, and the full list for none, an unknown or a pruned one', async () => {
    const sandbox = makeSandbox();
    await patchGames(sandbox, { remove: [CATALOGUE[0].id] });
    const current = await preLogin(sandbox, 2);
    expect(current).toMatchObject({ gameListUnchanged: true, config: { appGameList: [] } });
    expect(current.gameListDelta).toBeUndefined();
    for (const version of [undefined, 3, 999, 0]) {
      const answer = await preLogin(sandbox, version);
      expect(answer.gameListDelta, String(version)).toBeUndefined();
      expect(answer.config.appGameList).toHaveLength(CATALOGUE.length - 1);
    }

    // Each change is one version; the oldest fall out of the history.
    for (let i = 1; i <= KEPT_GAME_LISTS; i++) await patchGames(sandbox, { upsert: [{ id: CATALOGUE[i].id, sort: 500 + i }] });
    const latest = 2 + KEPT_GAME_LISTS;
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM game_list_history').pluck().get()).toBe(KEPT_GAME_LISTS);
    expect((await preLogin(sandbox, 2)).config.appGameList).toHaveLength(CATALOGUE.length - 1);
    const oldest = await preLogin(sandbox, latest - KEPT_GAME_LISTS + 1);
    expect(oldest.gameListDelta.upsert).toHaveLength(KEPT_GAME_LISTS - 1);
  });

  it('adds up removals, additions and changes over several versions', async () => {
    const sandbox = makeSandbox();
    const start = (await preLogin(sandbox)).config.appGameList as AppGame[];
    const added = { ...game(9001), name: 'Extra Slot' };
    await patchGames(sandbox, { upsert: [added], remove: [CATALOGUE[1].id, CATALOGUE[2].id] });
    await patchGames(sandbox, { upsert: [{ id: 9001, tryIt: 1 }, { id: CATALOGUE[3].id, status: 0 }] });
    // Changed and changed back: nothing to send for it.
    await patchGames(sandbox, { upsert: [{ id: CATALOGUE[5].id, name: 'Temporary' }] });
    await patchGames(sandbox, { upsert: [{ id: CATALOGUE[5].id, name: CATALOGUE[5].name }] });

    const { gameListDelta: delta, config } = await preLogin(sandbox, 1);
    expect(config.gameListVersion).toBe(5);
    expect(delta.remove).toEqual([CATALOGUE[1].id, CATALOGUE[2].id]);
    expect(delta.upsert).toEqual([{ ...CATALOGUE[3], status: 0 }, { ...added, tryIt: 1 }]);
    const full = (await preLogin(sandbox)).config.appGameList as AppGame[];
    expect(applyDelta(start, delta)).toEqual(full);
    // From a middle version too.
    expect(byId(applyDelta(start.filter((g) => g.id !== CATALOGUE[1].id && g.id !== CATALOGUE[2].id).concat(added), (await preLogin(sandbox, 2)).gameListDelta))).toEqual(byId(full));
  });

  it('sends the full list when most of it changed', async () => {
    const sandbox = makeSandbox();
    await patchGames(sandbox, { upsert: CATALOGUE.slice(0, 160).map((g) => ({ id: g.id, sort: g.sort + 1000 })) });
    const answer = await preLogin(sandbox, 1);
    expect(answer.gameListDelta).toBeUndefined();
    expect(answer.config.appGameList).toHaveLength(CATALOGUE.length);
    await patchGames(sandbox, { upsert: CATALOGUE.slice(0, 20).map((g) => ({ id: g.id, sort: g.sort })) });
    expect((await preLogin(sandbox, 2)).gameListDelta.upsert).toHaveLength(20);
  });

  it('memoises a delta per current list, and starts afresh after a change', async () => {
    const sandbox = makeSandbox();
    await patchGames(sandbox, { remove: [CATALOGUE[0].id] });
    const current = JSON.parse(sandbox.db.prepare('SELECT json FROM app_config').pluck().get() as string) as AppConfig;
    const once = gameListDelta(sandbox.db, 1, current);
    expect(gameListDelta(sandbox.db, 1, current)).toBe(once);
    expect(gameListDelta(sandbox.db, 1, { appGameList: current.appGameList.slice(1) })).toEqual({ from: 1, upsert: [], remove: [CATALOGUE[0].id, CATALOGUE[1].id] });
    expect(gameListDelta(sandbox.db, 77, current)).toBeUndefined();
  });

  it('records the version and its list together: a refused change writes neither', async () => {
    const sandbox = makeSandbox();
    const refused = await sandbox.app.request('/sandbox/dev/games', {
      method: 'POST',
      body: JSON.stringify({ upsert: [{ id: CATALOGUE[0].id, name: 'Fine' }, { id: CATALOGUE[1].id, gameTypeId: 99 }] }),
    });
    expect(refused.status).toBe(400);
    expect((await preLogin(sandbox)).config).toMatchObject({ gameListVersion: 1, v: 1 });
    expect(sandbox.db.prepare('SELECT version FROM game_list_history').pluck().all()).toEqual([1]);
  });
});

describe('game list history across connections', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  it('two processes changing games in turn never lose a change or reuse a version', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-history-'));
    const path = join(dir, 'sandbox.db');
    const [a, b] = [openSandboxDb(path), openSandboxDb(path)];
    const apps = [a, b].map((db) => createSandboxApp({ db, dev: true, log: () => {} }));
    const post = (app: (typeof apps)[number], body: unknown) =>
      Promise.resolve(app.request('/sandbox/dev/games', { method: 'POST', body: JSON.stringify(body) })).then((r) => r.json() as Promise<{ gameListVersion: number }>);
    const results = await Promise.all(CATALOGUE.slice(0, 10).map((g, i) => post(apps[i % 2], { upsert: [{ id: g.id, name: `Changed ${i}` }] })));
    expect(results.map((r) => r.gameListVersion).sort((x, y) => x - y)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const answer = await apps[0].request('/app/v1/preLogin', { method: 'POST', body: JSON.stringify({ deviceId: 'd', gameListVersion: 1 }) });
    const { gameListDelta: delta } = (await answer.json()) as { gameListDelta: GameListDelta };
    expect(delta.upsert.map((g) => g.name).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `Changed ${i}`).sort());
    a.close();
    b.close();
  });
});

describe('migration 012 (game_list_history)', () => {
  it('keeps the list of a database made before it', () => {
    const db = new DatabaseSync(':memory:');
    db.exec('CREATE TABLE app_config (id INTEGER PRIMARY KEY, version INTEGER NOT NULL, json TEXT NOT NULL, updated_at INTEGER NOT NULL)');
    db.prepare('INSERT INTO app_config VALUES (1, 7, ?, 123)').run(JSON.stringify({ v: 7, gameListVersion: 4, appGameList: [game(1), game(2)] }));
    db.exec(migration012.sql);
    const row = db.prepare('SELECT version, games, created_at FROM game_list_history').get() as { version: number; games: string; created_at: number };
    expect({ ...row, games: JSON.parse(row.games) }).toEqual({ version: 4, games: [game(1), game(2)], created_at: 123 });
    db.close();
  });
});

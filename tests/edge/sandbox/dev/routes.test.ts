import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../../../edge/sandbox/app';
import { openSandboxDb } from '../../../../edge/sandbox/db';
import type { AppGame } from '../../../../contract/games';
import { CATALOGUE } from '../../../../edge/sandbox/games/catalogue';
import { ledgerMismatches, makeSandbox } from '../helpers';

const postJson = (app: ReturnType<typeof makeSandbox>['app'], path: string, body: unknown) =>
  app.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('dev endpoints', () => {
  it('are absent unless dev is on', async () => {
    const app = createSandboxApp({ db: openSandboxDb(':memory:'), log: () => {} });
    expect((await app.request('/sandbox/dev/health')).status).toBe(404);
    expect((await postJson(app, '/sandbox/dev/maintenance', { status: 1 })).status).toBe(404);
    expect((await app.request('/sandbox/dev/sms-outbox?mobile=9171234567')).status).toBe(404);
    expect((await postJson(app, '/sandbox/dev/games', { remove: [1001] })).status).toBe(404);
  });

  it('answer health, and list the outbox newest first for one mobile', async () => {
    const sandbox = makeSandbox();
    expect(await (await sandbox.app.request('/sandbox/dev/health')).json()).toEqual({ ok: true });
    await sandbox.call('smsSend', { mobile: '9171234567', purpose: 0 });
    sandbox.clock.advance(61_000);
    await sandbox.call('smsSend', { mobile: '9171234567', purpose: 0 });
    await sandbox.call('smsSend', { mobile: '9170000000', purpose: 0 });
    const { messages } = (await (await sandbox.app.request('/sandbox/dev/sms-outbox?mobile=9171234567')).json()) as { messages: { createdAt: number; purpose: number; mobile: string }[] };
    expect(messages).toHaveLength(2);
    expect(messages[0].createdAt).toBeGreaterThan(messages[1].createdAt);
    expect(messages[0]).toMatchObject({ mobile: '9171234567', purpose: 0 });
    expect((await sandbox.app.request('/sandbox/dev/sms-outbox?mobile=abc')).status).toBe(400);
  });

  it('switch maintenance with validation', async () => {
    const sandbox = makeSandbox();
    expect(await (await postJson(sandbox.app, '/sandbox/dev/maintenance', { status: 1 })).json()).toEqual({ status: 1 });
    expect((await postJson(sandbox.app, '/sandbox/dev/maintenance', { status: 2 })).status).toBe(400);
    expect((await sandbox.call('preLogin', { deviceId: 'd' })).body.maintenance).toEqual({ status: 1 });
  });

  it('merge a validated partial config, bump v and keep gameListVersion', async () => {
    const sandbox = makeSandbox();
    const response = await postJson(sandbox.app, '/sandbox/dev/config', { h5ClientMode: 1, otpStatus: 0, registerType: [1, 2] });
    const config = (await response.json()) as Record<string, unknown>;
    expect(config).toMatchObject({ v: 2, h5ClientMode: 1, otpStatus: 0, registerType: [1, 2], gameListVersion: 1, passwordLength: { min: 6, max: 20 } });
    for (const bad of [{ h5ClientMode: 2 }, { unknownKey: 1 }, { v: 10 }, { accountLength: { min: 9, max: 3 } }, { gameResourceUrl: 'javascript:alert(1)' }]) {
      const refused = await postJson(sandbox.app, '/sandbox/dev/config', bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await sandbox.call('anonymous/appConfig', {})).body.config.v).toBe(2);
  });

  it('change games: a known id takes the given fields, a new one needs them all; anything malformed changes nothing', async () => {
    const sandbox = makeSandbox();
    const added = { id: 9001, name: 'Extra Slot', gameTypeId: 1, gameBrandId: 1, gamePlatformId: 1, gameTagIds: [1], img: 'games/9001.svg', status: 1, sort: 3, tryIt: 1 };
    const response = await postJson(sandbox.app, '/sandbox/dev/games', { upsert: [{ id: 1001, name: 'Renamed' }, added], remove: [1002] });
    expect(await response.json()).toEqual({ gameListVersion: 2, v: 2, games: CATALOGUE.length });
    const list = (await sandbox.call('preLogin', { deviceId: 'd' })).body.config.appGameList as AppGame[];
    expect(list.find((g) => g.id === 1001)).toEqual({ ...CATALOGUE.find((g) => g.id === 1001), name: 'Renamed' });
    expect(list.at(-1)).toEqual(added);
    expect(list.some((g) => g.id === 1002)).toBe(false);
    // The changed game keeps its place.
    expect(list.findIndex((g) => g.id === 1001)).toBe(CATALOGUE.findIndex((g) => g.id === 1001));

    const refusals: [unknown, number, Record<string, unknown>][] = [
      [{}, 400, { msg: 'Invalid request' }],
      [{ upsert: [] }, 400, {}],
      [{ upsert: [{ id: 9002, name: 'No type' }] }, 400, { field: 'upsert.0.gameTypeId' }],
      [{ upsert: [{ ...added, id: 9002, gameTypeId: 42 }] }, 400, { field: 'upsert.0.gameTypeId' }],
      [{ upsert: [{ ...added, id: 9002, gameBrandId: 42 }] }, 400, { field: 'upsert.0.gameBrandId' }],
      [{ upsert: [{ id: 1001, gameTagIds: [99] }] }, 400, { field: 'upsert.0.gameTagIds' }],
      [{ upsert: [{ id: 1001, img: 'javascript:alert(1)' }] }, 400, { field: 'upsert.0.img' }],
      [{ upsert: [{ id: 1001, status: 2 }] }, 400, { field: 'upsert.0.status' }],
      [{ upsert: [{ id: 1001, sort: 1.5 }] }, 400, { field: 'upsert.0.sort' }],
      [{ upsert: [{ id: 1001, name: '' }] }, 400, { field: 'upsert.0.name' }],
      [{ upsert: [{ id: 1001, price: 1 }] }, 400, { field: 'upsert.0.price' }],
      [{ upsert: [{ id: 1001.5, name: 'x' }] }, 400, { field: 'upsert.0.id' }],
      [{ upsert: [{ id: 1001, name: 'a' }, { id: 1001, name: 'b' }] }, 400, { msg: 'Invalid request' }],
      [{ upsert: [{ id: 1001, name: 'a' }], remove: [1001] }, 400, {}],
      [{ remove: ['1001'] }, 400, { field: 'remove.0' }],
      [{ remove: Array.from({ length: 501 }, (_, i) => i + 1) }, 400, { field: 'remove' }],
      [{ upsert: [{ id: 1003, name: 'Fine' }], remove: [1002] }, 404, { id: 1002 }],
      [{ remove: [1003], extra: 1 }, 400, { field: 'extra' }],
    ];
    for (const [body, status, extra] of refusals) {
      const refused = await postJson(sandbox.app, '/sandbox/dev/games', body);
      expect(refused.status, JSON.stringify(body)).toBe(status);
      expect(await refused.json(), JSON.stringify(body)).toMatchObject({ code: status, ...extra });
    }
    const malformed = await sandbox.app.request('/sandbox/dev/games', { method: 'POST', body: '{"remove":[' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ code: 400, msg: 'Malformed JSON body' });
    const huge = await postJson(sandbox.app, '/sandbox/dev/games', { upsert: [{ id: 1001, name: 'x'.repeat(300_000) }] });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 413 });
    expect((await sandbox.call('preLogin', { deviceId: 'd' })).body.config).toMatchObject({ gameListVersion: 2, v: 2 });
  });

  it('credits a player through the ledger, never below zero', async () => {
    const sandbox = makeSandbox();
    const response = await postJson(sandbox.app, '/sandbox/dev/credit', { account: 'demo01', amount: 25_000 });
    expect(await response.json()).toEqual({ coin: 75_000 });
    expect((await postJson(sandbox.app, '/sandbox/dev/credit', { account: 'demo01', amount: -80_000 })).status).toBe(400);
    expect((await postJson(sandbox.app, '/sandbox/dev/credit', { account: 'nobody', amount: 1 })).status).toBe(404);
    expect((await postJson(sandbox.app, '/sandbox/dev/credit', { account: 'demo01', amount: 1.5 })).status).toBe(400);
    expect(await (await postJson(sandbox.app, '/sandbox/dev/credit', { account: 'demo01', amount: -75_000 })).json()).toEqual({ coin: 0 });
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });
});

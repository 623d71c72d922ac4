import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../../../edge/sandbox/app';
import { openSandboxDb } from '../../../../edge/sandbox/db';
import { ledgerMismatches, makeSandbox } from '../helpers';

const postJson = (app: ReturnType<typeof makeSandbox>['app'], path: string, body: unknown) =>
  app.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('dev endpoints', () => {
  it('are absent unless dev is on', async () => {
    const app = createSandboxApp({ db: openSandboxDb(':memory:'), log: () => {} });
    expect((await app.request('/sandbox/dev/health')).status).toBe(404);
    expect((await postJson(app, '/sandbox/dev/maintenance', { status: 1 })).status).toBe(404);
    expect((await app.request('/sandbox/dev/sms-outbox?mobile=9171234567')).status).toBe(404);
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

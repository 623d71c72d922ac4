import { describe, expect, it } from 'vitest';
import { CALLS, type CallName } from '../../../contract/all';
import { ErrorCode, DEFAULT_MAX_BODY_BYTES as MAX_BODY_BYTES } from '../../../contract/call-row';
import { REQUEST_SCHEMAS } from '../../../contract/all.schemas';
import { HANDLERS } from '../../../edge/sandbox/registry';
import { makeSandbox } from './helpers';

const callNames = Object.keys(CALLS) as CallName[];

describe('contract coverage', () => {
  it('has a handler and a schema for every call of the contract, and nothing else', () => {
    expect(Object.keys(HANDLERS).sort()).toEqual([...callNames].sort());
    expect(Object.keys(REQUEST_SCHEMAS).sort()).toEqual([...callNames].sort());
    for (const name of callNames) {
      expect(typeof HANDLERS[name].run, name).toBe('function');
      expect(REQUEST_SCHEMAS[name], name).toHaveProperty('kind', 'schema');
    }
  });
});

describe('request handling', () => {
  it('answers 404 JSON for a call outside the contract', async () => {
    const sandbox = makeSandbox();
    const { status, body } = await sandbox.call('noSuchCall' as CallName);
    expect(status).toBe(404);
    expect(body.code).toBe(404);
    expect((await sandbox.raw('__proto__', '{}')).status).toBe(404);
  });

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    const sandbox = makeSandbox();
    for (const text of ['{"account":', '[]', '"text"', 'null', '42']) {
      const response = await sandbox.raw('accountLogin', text);
      expect(response.status, text).toBe(400);
      expect(((await response.json()) as { code: number }).code).toBe(400);
    }
  });

  it('answers 413 for a body over 64 KiB', async () => {
    const sandbox = makeSandbox();
    const response = await sandbox.raw('accountLogin', JSON.stringify({ account: 'a'.repeat(MAX_BODY_BYTES), password: 'x' }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 413 });
  });

  it('answers 400 with the field for wrong types, bad formats and huge strings; ignores extra keys', async () => {
    const sandbox = makeSandbox();
    const cases: [CallName, unknown, string][] = [
      ['accountLogin', { account: 123, password: 'secret12' }, 'account'],
      ['accountLogin', { account: 'demo01', password: 'has space' }, 'password'],
      ['accountRegist', { account: 'bad name!', password: 'secret12' }, 'account'],
      ['accountRegist', { account: 'x'.repeat(5000), password: 'secret12' }, 'account'],
      ['smsSend', { mobile: '0917123456', purpose: 0 }, 'mobile'],
      ['smsSend', { mobile: '9171234567', purpose: 7 }, 'purpose'],
      ['smsSend', { mobile: '+639171234567', purpose: 0 }, 'mobile'],
      ['anonymous/appThemePreview', { themeViewId: '<script>' }, 'themeViewId'],
    ];
    for (const [name, body, field] of cases) {
      const result = await sandbox.call(name, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body).toMatchObject({ code: 400, field });
      // The message never echoes the hostile value back.
      expect(JSON.stringify(result.body)).not.toContain('xxxxxxxxxx');
    }
    const withExtras = await sandbox.call('accountLogin', { account: 'demo01', password: 'demo1234', appId: 'x', channel: 'WEB', platform: 0, isAdmin: true });
    expect(withExtras.body.code).toBe(200);
  });

  it('limits an event batch to 100 items and stores valid ones', async () => {
    const sandbox = makeSandbox();
    const event = {
      eventName: 'view_home', eventTime: 1_700_000_000, eventUserId: 999, channel: 'WEB', appId: 'app', version: '1.1.6',
      eventInterfaceId: '', eventShowType: '', eventRoomId: '', eventFrom: 'home', eventInteractCount: 1,
    };
    expect((await sandbox.call('anonymous/appEventLogClient', { eventList: Array(101).fill(event) })).status).toBe(400);
    expect((await sandbox.call('anonymous/appEventLogClient', { eventList: [{ ...event, eventName: 'x'.repeat(65) }] })).status).toBe(400);
    const ok = await sandbox.call('anonymous/appEventLogClient', { eventList: [event, event] });
    expect(ok.body.code).toBe(200);
    // The stored user id is the session's (none here), not the client's claim.
    expect(sandbox.db.prepare('SELECT COUNT(*) AS n, MAX(user_id) AS user FROM event_logs').get()).toEqual({ n: 2, user: null });
  });
});

describe('401 rules', () => {
  it('answers HTTP 401 to non-anonymous calls without a valid token', async () => {
    const sandbox = makeSandbox();
    for (const token of [undefined, 'not-a-real-token']) {
      for (const name of ['refreshData', 'getAfterLoginInfoWeb', 'initPassword', 'bindAccount', 'bindSocialAccount'] as CallName[]) {
        const { status, body } = await sandbox.call(name, {}, token);
        expect(status, `${name} ${token}`).toBe(401);
        expect(body.code).toBe(401);
      }
    }
  });

  it('answers preLogin with code 401 (HTTP 200, config included) for an invalid token, and with the user for a valid one', async () => {
    const sandbox = makeSandbox();
    const stale = await sandbox.call('preLogin', { deviceId: 'device-1' }, 'stale-token');
    expect(stale.status).toBe(200);
    expect(stale.body.code).toBe(ErrorCode.unauthorized);
    expect(stale.body.config.v).toBe(1);

    const guest = await sandbox.call('preLogin', { deviceId: 'device-1' });
    expect(guest.body.code).toBe(200);
    expect(guest.body.user).toBeUndefined();
    expect(guest.body.maintenance).toEqual({ status: 0 });
    expect(guest.body.appCustomerServiceQueue.length).toBeGreaterThan(0);

    const { token } = await sandbox.registerAccount('player01');
    const member = await sandbox.call('preLogin', { deviceId: 'device-1' }, token);
    expect(member.body.code).toBe(200);
    expect(member.body.user.account).toBe('player01');
    expect(member.body.user).not.toHaveProperty('password');
    expect(JSON.stringify(member.body)).not.toContain('scrypt');
  });

  it('uses errcode 0 for refreshData and getAfterLoginInfoWeb', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('player01');
    const refresh = await sandbox.call('refreshData', {}, token);
    expect(refresh.body).toMatchObject({ errcode: 0, coin: 0, hasPassword: true, bonus: { pending: 1000, locked: 0, turnoverLeft: 0 } });
    expect(refresh.body).not.toHaveProperty('code');
    const after = await sandbox.call('getAfterLoginInfoWeb', { version: '1.1.6', os: 'android', deviceModel: 'Pixel' }, token);
    expect(after.body).toMatchObject({ errcode: 0, appGameDataUser: { gameLikes: [], gameHistory: [] }, aid: 0 });
    expect(after.body.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(after.body.activityIds.length).toBeGreaterThan(0);
  });
});

describe('config and theme', () => {
  it('leaves the config out of anonymous/appConfig when v is current', async () => {
    const sandbox = makeSandbox();
    const full = await sandbox.call('anonymous/appConfig', {});
    expect(full.body.config.v).toBe(1);
    const same = await sandbox.call('anonymous/appConfig', { v: 1 });
    expect(same.body).toMatchObject({ code: 200, v: 1, maintenance: { status: 0 } });
    expect(same.body).not.toHaveProperty('config');
    await sandbox.setConfig({ h5ClientMode: 1 });
    const bumped = await sandbox.call('anonymous/appConfig', { v: 1 });
    expect(bumped.body.config).toMatchObject({ v: 2, h5ClientMode: 1, gameListVersion: 1 });
  });

  it('answers the active theme and previews by id (404 code for an unknown id)', async () => {
    const sandbox = makeSandbox();
    const theme = await sandbox.call('anonymous/appTheme');
    expect(theme.body.appTheme.themeName).toBe('Midnight');
    expect(JSON.parse(theme.body.appTheme.themeJsonData).colors.primary).toMatch(/^#/);
    const preview = await sandbox.call('anonymous/appThemePreview', { themeViewId: 'preview-emerald' });
    expect(preview.body.appTheme.themeName).toBe('Emerald');
    const missing = await sandbox.call('anonymous/appThemePreview', { themeViewId: 'nope' });
    expect(missing.status).toBe(200);
    expect(missing.body.code).toBe(404);
  });
});

describe('maintenance switch', () => {
  it('answers 503 to every call except preLogin and the config/theme calls, which report status 1', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('player01');
    await sandbox.setMaintenance(1);
    const blocked: [CallName, unknown][] = [
      ['accountLogin', { account: 'demo01', password: 'demo1234' }],
      ['refreshData', {}],
      ['smsSend', { mobile: '9171234567', purpose: 0 }],
      ['logout', {}],
    ];
    for (const [name, body] of blocked) {
      const result = await sandbox.call(name, body, token);
      expect(result.status, name).toBe(503);
      expect(result.body.code).toBe(503);
    }
    expect((await sandbox.call('preLogin', { deviceId: 'd' })).body).toMatchObject({ code: 200, maintenance: { status: 1 }, config: { maintenance: { status: 1 } } });
    expect((await sandbox.call('anonymous/appConfig', { v: 1 })).body).toMatchObject({ code: 200, maintenance: { status: 1 } });
    expect((await sandbox.call('anonymous/appTheme')).body.code).toBe(200);
    expect((await sandbox.call('anonymous/appThemePreview', { themeViewId: 'default' })).body.code).toBe(200);

    await sandbox.setMaintenance(0);
    expect((await sandbox.call('refreshData', {}, token)).body.errcode).toBe(0);
  });

  it('reports the end time the operator gave while maintenance is on, and forgets it when maintenance ends', async () => {
    const sandbox = makeSandbox();
    const endTime = Date.UTC(2026, 10, 27, 6, 30);
    await sandbox.setMaintenance(1, endTime);
    expect((await sandbox.call('preLogin', { deviceId: 'd' })).body).toMatchObject({ maintenance: { status: 1, endTime }, config: { maintenance: { status: 1, endTime } } });
    expect((await sandbox.call('anonymous/appConfig', { v: 1 })).body).toMatchObject({ maintenance: { status: 1, endTime } });
    await sandbox.setMaintenance(0);
    expect((await sandbox.call('preLogin', { deviceId: 'd' })).body.maintenance).toEqual({ status: 0 });
    // On again without a time: no old time comes back.
    await sandbox.setMaintenance(1);
    expect((await sandbox.call('preLogin', { deviceId: 'd' })).body.maintenance).toEqual({ status: 1 });
  });
});

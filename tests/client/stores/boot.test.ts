import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildConfig, buildUser } from '../../builders';

type Answer = { status?: number; body: unknown } | Error;
let answers: Record<string, Answer[]>;
let seen: { call: string; auth: string | undefined; body: Record<string, unknown> }[];

const config = buildConfig({ v: 3, gameListVersion: 11, h5ClientMode: 1, appGameTypeList: [] });
const theme = { code: 0, appTheme: { themeName: 'x', themeDomian: '', themeJsonData: '{}' } };

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = url.replace('/app/v1/', '');
      seen.push({ call, auth: (init.headers as Record<string, string>).authorization, body: JSON.parse(init.body as string) });
      const queue = answers[call] ?? [];
      const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? { body: { code: 0 } };
      if (answer instanceof Error) throw answer;
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
}

async function load() {
  vi.resetModules();
  const boot = await import('../../../client/stores/boot');
  const session = await import('../../../client/stores/session');
  const configStore = await import('../../../client/stores/config');
  return { ...boot, ...session, ...configStore };
}

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
  seen = [];
  answers = { 'anonymous/appTheme': [{ body: theme }] };
  stubApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('boot', () => {
  it('loads theme and preLogin, stores the config and ends ready', async () => {
    answers.preLogin = [{ body: { code: 0, maintenance: { status: 0 }, config, appCustomerServiceQueue: [] } }];
    const s = await load();
    expect(await s.boot()).toBe('ready');
    expect(s.$bootState.get()).toBe('ready');
    expect(s.$config.get()?.v).toBe(3);
    expect(seen.map((c) => c.call).sort()).toEqual(['anonymous/appTheme', 'preLogin']);
    const preLogin = seen.find((c) => c.call === 'preLogin')!;
    expect(preLogin.body).toMatchObject({ deviceId: expect.any(String), os: expect.any(String), deviceModel: expect.any(String) });
  });

  it('keeps an invite code from the landing page for a later registration', async () => {
    answers.preLogin = [{ body: { code: 0, maintenance: { status: 0 }, config } }];
    history.replaceState(null, '', '/terms-of-use?inviteCode=FRIEND7');
    await (await load()).boot();
    expect(localStorage.getItem('invite_code')).toBe('FRIEND7');
  });

  it('sends the cached gameListVersion on the next start', async () => {
    answers.preLogin = [{ body: { code: 0, maintenance: { status: 0 }, config } }];
    await (await load()).boot();
    seen = [];
    await (await load()).boot();
    expect(seen.find((c) => c.call === 'preLogin')!.body.gameListVersion).toBe(11);
  });

  it('signs the user in from preLogin; the after-login info loads once the app listens, after preLogin', async () => {
    localStorage.setItem('access_token', 'tok');
    answers.preLogin = [{ body: { code: 0, maintenance: { status: 0 }, config, user: buildUser({ id: 5, nickname: 'Five', coin: 1 }) } }];
    answers.getAfterLoginInfoWeb = [{ body: { code: 0, activityIds: [4] } }];
    const s = await load();
    await s.boot();
    expect(s.$user.get()?.nickname).toBe('Five');
    expect(seen.map((c) => c.call)).not.toContain('getAfterLoginInfoWeb');
    // The route guard listens once boot is ready (RouteView).
    const stop = s.$afterLoginInfo.listen(() => undefined);
    await vi.waitFor(() => expect(s.$afterLoginInfo.get().data?.activityIds).toEqual([4]));
    expect(seen.map((c) => c.call).filter((call) => call !== 'anonymous/appTheme')).toEqual(['preLogin', 'getAfterLoginInfoWeb']);
    stop();
  });

  it('goes to /maintenance when preLogin reports maintenance', async () => {
    answers.preLogin = [{ body: { code: 0, maintenance: { status: 1 }, config } }];
    const s = await load();
    await s.boot();
    expect(location.pathname).toBe('/maintenance');
  });

  it('a 401 from preLogin clears the session without a redirect, then asks again as a guest', async () => {
    localStorage.setItem('access_token', 'stale');
    localStorage.setItem('user_info', JSON.stringify({ id: 5 }));
    answers.preLogin = [{ status: 401, body: { code: 401 } }, { body: { code: 0, maintenance: { status: 0 }, config } }];
    const s = await load();
    expect(await s.boot()).toBe('ready');
    expect(s.$token.get()).toBeNull();
    expect(s.$user.get()).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(location.pathname).toBe('/');
    const preLogins = seen.filter((c) => c.call === 'preLogin');
    expect(preLogins.map((c) => c.auth)).toEqual(['Bearer stale', undefined]);
    expect(s.$config.get()?.v).toBe(3);
  });

  it('a network failure ends in failed (retry screen); a retry can succeed', async () => {
    answers.preLogin = [new TypeError('offline'), { body: { code: 0, maintenance: { status: 0 }, config } }];
    const s = await load();
    expect(await s.boot()).toBe('failed');
    expect(s.$bootState.get()).toBe('failed');
    expect(await s.boot()).toBe('ready');
  });

  it('a theme failure does not block start-up', async () => {
    answers['anonymous/appTheme'] = [new TypeError('offline')];
    answers.preLogin = [{ body: { code: 0, maintenance: { status: 0 }, config } }];
    const s = await load();
    expect(await s.boot()).toBe('ready');
  });
});

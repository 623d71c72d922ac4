import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLS } from '../../../contract/all';

async function load() {
  vi.resetModules();
  const reactions = await import('../../../client/stores/api-reactions');
  const modals = await import('../../../client/stores/modals');
  const session = await import('../../../client/stores/session');
  const http = await import('../../../client/api/http');
  return { ...reactions, ...modals, ...session, ...http };
}

const respond = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
});
afterEach(() => vi.unstubAllGlobals());

describe('API reactions', () => {
  it('a 401 on a non-public call signs out and goes to login', async () => {
    localStorage.setItem('access_token', 'tok');
    localStorage.setItem('user_info', JSON.stringify({ id: 3 }));
    const s = await load();
    const stop = s.startApiReactions();
    vi.stubGlobal('fetch', respond(401, { code: 401 }));
    await s.call(CALLS['getAfterLoginInfoWeb'], { version: '1', os: 'x', deviceModel: 'y' }).catch(() => undefined);
    await vi.waitFor(() => expect(location.pathname).toBe('/auth/login'));
    stop();
    expect(s.$token.get()).toBeNull();
    expect(s.$user.get()).toBeNull();
  });

  it('a timeout opens one Tips dialog with the timeout message, however many calls time out', async () => {
    const s = await load();
    const stop = s.startApiReactions();
    vi.stubGlobal('fetch', respond(504, { code: 504 }));
    await Promise.all([s.call(CALLS['anonymous/appTheme'], {}).catch(() => undefined), s.call(CALLS['anonymous/appTheme'], {}).catch(() => undefined)]);
    stop();
    expect(s.$modals.get()).toEqual([{ name: 'tips', title: 'Tips', message: 'The request has timed out, please try again later' }]);
  });

  it('no Tips dialog for silent calls', async () => {
    const s = await load();
    const stop = s.startApiReactions();
    vi.stubGlobal('fetch', respond(504, { code: 504 }));
    await s.call(CALLS['anonymous/appTheme'], {}, { silentTimeout: true }).catch(() => undefined);
    stop();
    expect(s.$modals.get()).toEqual([]);
  });

  it('stops reacting after cleanup', async () => {
    const s = await load();
    s.startApiReactions()();
    vi.stubGlobal('fetch', respond(504, { code: 504 }));
    await s.call(CALLS['anonymous/appTheme'], {}).catch(() => undefined);
    expect(s.$modals.get()).toEqual([]);
  });
});

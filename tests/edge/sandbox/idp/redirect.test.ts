// Issue 9, "Open redirect" and the 302 without no-store: redirect targets are checked on the
// parsed, normalised URL against the app's exact pages; codes are single use and live 60 s.
import { describe, expect, it } from 'vitest';
import { makeSandbox, type TestSandbox } from '../helpers';

const HOSTILE = [
  '/.//evil.com',
  '//evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  'https://evil.com',
  'https://evil.com/auth/login',
  'http:evil.com',
  '/..//evil.com',
  '/auth/../..//evil.com',
  '/auth/login/..//evil.com',
  '/%2F%2Fevil.com',
  '/%5Cevil.com',
  '/%2e/%2fevil.com',
  '/\t/evil.com',
  ' //evil.com',
  '/\u0000/evil.com',
  'https://user@evil.com/auth/login',
  '//user:pass@evil.com/auth/login',
  '/auth/login@evil.com',
  'javascript:alert(1)',
  '/sandbox/idp/authorize',
  'evil.com',
];

async function authorize(sandbox: TestSandbox, redirectUri: string, action: 'continue' | 'cancel' = 'continue') {
  return sandbox.app.request('/sandbox/idp/authorize', {
    method: 'POST',
    body: new URLSearchParams({ provider: 'line', client_id: 'liff-1', mode: 'redirect', redirect_uri: redirectUri, action, name: 'Liza Reyes' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

const redeem = (sandbox: TestSandbox, code: string) =>
  sandbox.app.request('/sandbox/idp/token', { method: 'POST', body: JSON.stringify({ code, client_id: 'liff-1' }), headers: { 'content-type': 'application/json' } });

describe('identity provider redirect check', () => {
  it('refuses every hostile redirect_uri on the page and on the form, and issues no code', async () => {
    const sandbox = makeSandbox();
    for (const uri of HOSTILE) {
      const page = await sandbox.app.request(`/sandbox/idp/authorize?provider=line&client_id=liff-1&mode=redirect&redirect_uri=${encodeURIComponent(uri)}`);
      expect(page.status, uri).toBe(400);
      expect(await page.text()).not.toContain('evil.com');
      for (const action of ['continue', 'cancel'] as const) {
        const post = await authorize(sandbox, uri, action);
        expect(post.status, `${action} ${uri}`).toBe(400);
        expect(post.headers.get('location')).toBeNull();
        expect(await post.json()).toEqual({ error: 'invalid_request' });
      }
    }
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM idp_codes').pluck().get()).toBe(0);
  });

  it('sends the code to an app page in normalised form, with no-store', async () => {
    const sandbox = makeSandbox();
    const response = await authorize(sandbox, '/auth/./login?tab=1#top');
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/auth\/login\?tab=1&code=[\w-]+&liffClientId=liff-1#top$/);

    const cancel = await authorize(sandbox, '/auth/login', 'cancel');
    expect(cancel.status).toBe(302);
    expect(cancel.headers.get('cache-control')).toBe('no-store');
  });
});

describe('identity provider codes', () => {
  const codeFrom = async (sandbox: TestSandbox) => {
    const location = (await authorize(sandbox, '/auth/login')).headers.get('location') ?? '';
    return new URL(location, 'http://x.invalid').searchParams.get('code') ?? '';
  };

  it('redeems a code once only', async () => {
    const sandbox = makeSandbox();
    const code = await codeFrom(sandbox);
    const first = await redeem(sandbox, code);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const second = await redeem(sandbox, code);
    expect(second.status).toBe(400);
    expect(await second.json()).toEqual({ error: 'invalid_grant' });
  });

  it('lets a code expire after 60 seconds', async () => {
    const sandbox = makeSandbox();
    const fresh = await codeFrom(sandbox);
    const stale = await codeFrom(sandbox);
    sandbox.clock.advance(59_000);
    expect((await redeem(sandbox, fresh)).status).toBe(200);
    sandbox.clock.advance(2_000);
    expect((await redeem(sandbox, stale)).status).toBe(400);
  });
});

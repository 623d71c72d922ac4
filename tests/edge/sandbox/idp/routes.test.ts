import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { makeSandbox } from '../helpers';
import { idpPopupSignIn } from './helpers';

describe('stand-in identity provider', () => {
  it('serves the three SDKs as JavaScript defining the real global APIs', async () => {
    const sandbox = makeSandbox();
    const needles: Record<string, string[]> = {
      facebook: ['getLoginStatus', 'fbAsyncInit', '/sandbox/idp/authorize?provider='],
      google: ['initTokenClient', 'requestAccessToken', 'error_callback', 'disableAutoSelect', 'Bearer'],
      line: ['isLoggedIn', 'getAccessToken', 'replaceState', '/sandbox/idp/token'],
    };
    const globals: Record<string, any> = {};
    for (const [provider, words] of Object.entries(needles)) {
      const response = await sandbox.app.request(`/sandbox/idp/${provider}/sdk.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('javascript');
      const text = await response.text();
      for (const word of words) expect(text, `${provider}: ${word}`).toContain(word);
      // Run it against a bare window: it must define the provider's global and nothing else.
      const context = vm.createContext({ sessionStorage: { getItem: () => null, setItem() {}, removeItem() {} }, setTimeout: () => 0 });
      context.window = context;
      const before = new Set(Object.keys(context));
      vm.runInContext(text, context);
      globals[provider] = context;
      expect(Object.keys(context).filter((key) => !before.has(key)), provider).toEqual([{ facebook: 'FB', google: 'google', line: 'liff' }[provider]]);
    }
    const FB = globals.facebook.FB;
    for (const method of ['init', 'login', 'getLoginStatus', 'getAuthResponse', 'logout', 'api']) expect(typeof FB[method], method).toBe('function');
    let status: unknown;
    FB.getLoginStatus((value: unknown) => (status = value));
    expect(status).toEqual({ status: 'unknown', authResponse: null });
    const oauth2 = globals.google.google.accounts.oauth2;
    expect(typeof oauth2.initTokenClient({ client_id: 'x', callback() {} }).requestAccessToken).toBe('function');
    expect(oauth2.hasGrantedAllScopes()).toBe(true);
    const liff = globals.line.liff;
    expect([liff.isLoggedIn(), liff.isInClient(), liff.getAccessToken()]).toEqual([false, false, null]);
  });

  it('renders the sign-in page under a strict CSP, with no inline script or style, escaping echoed values', async () => {
    const sandbox = makeSandbox();
    await idpPopupSignIn(sandbox, 'facebook', { name: '<img src=x onerror=alert(1)>' });
    const response = await sandbox.app.request('/sandbox/idp/authorize?provider=facebook&client_id=app.1&mode=popup');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('Sandbox sign-in · Facebook');
    expect(html).toContain('stand-in for the real provider');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    // Attribute values are quoted and escaped; outside them no tag may carry style or event handlers.
    expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<style|<[^>]*\s(style|on\w+)=/);
    expect(html).toContain('src="/sandbox/idp/authorize.js"');
  });

  it('refuses bad parameters: unknown provider, odd client id, off-origin redirect_uri', async () => {
    const sandbox = makeSandbox();
    const bad = [
      'provider=myspace&client_id=a&mode=popup',
      'provider=line&client_id=%3Cx%3E&mode=popup',
      'provider=line&client_id=a&mode=redirect&redirect_uri=https%3A%2F%2Fevil.example%2F',
      'provider=line&client_id=a&mode=redirect&redirect_uri=%2F%2Fevil.example%2F',
      'provider=line&client_id=a&mode=redirect&redirect_uri=%2F%5Cevil.example',
      'provider=line&client_id=a&mode=redirect',
    ];
    for (const query of bad) {
      const response = await sandbox.app.request(`/sandbox/idp/authorize?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.text()).not.toContain('evil.example');
    }
    const post = await sandbox.app.request('/sandbox/idp/authorize', {
      method: 'POST',
      body: new URLSearchParams({ provider: 'line', client_id: 'a', mode: 'redirect', redirect_uri: '//evil.example/', action: 'continue', name: 'X' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.status).toBe(400);
  });

  it('answers Cancel with ok:false (popup) or a redirect with error=access_denied', async () => {
    const sandbox = makeSandbox();
    const cancel = (mode: string, redirect_uri: string) =>
      sandbox.app.request('/sandbox/idp/authorize', {
        method: 'POST',
        body: new URLSearchParams({ provider: 'line', client_id: 'liff-1', mode, redirect_uri, action: 'cancel' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const popup = await cancel('popup', '');
    expect(await popup.json()).toEqual({ source: 'sandbox-idp', provider: 'line', ok: false });
    const redirect = await cancel('redirect', '/auth/login');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/auth/login?error=access_denied&liffClientId=liff-1');
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM idp_identities').pluck().get()).toBe(0);
  });

  it('lists identities created before for the same provider only', async () => {
    const sandbox = makeSandbox();
    const fb = await idpPopupSignIn(sandbox, 'facebook', { name: 'Kristine Aquino' });
    await idpPopupSignIn(sandbox, 'google', { name: 'Mark Castillo' });
    const html = await (await sandbox.app.request('/sandbox/idp/authorize?provider=facebook&client_id=a&mode=popup')).text();
    expect(html).toContain('Kristine Aquino');
    expect(html).toContain(`value="${fb.userID}"`);
    expect(html).not.toContain('Mark Castillo');
  });

  it('stores only hashes of access tokens', async () => {
    const sandbox = makeSandbox();
    const { accessToken } = await idpPopupSignIn(sandbox, 'google');
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM idp_tokens WHERE token_hash = ?').pluck().get(accessToken)).toBe(0);
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM idp_tokens').pluck().get()).toBe(1);
  });
});

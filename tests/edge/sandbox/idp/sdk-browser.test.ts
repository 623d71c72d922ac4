// The stand-in SDKs in a real browser (Debian's Chromium): popup and redirect sign-ins end in
// tokens that the login calls accept, and logging out at the provider revokes them.
import { existsSync } from 'node:fs';
import { serve, type ServerType } from '@hono/node-server';
import { chromium, type Browser, type Page } from '@playwright/test';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../../../edge/sandbox/app';
import { openSandboxDb } from '../../../../edge/sandbox/db';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// .ci/run installs Chromium before the test command; a bare laptop without it skips only this file.
describe.skipIf(!existsSync(CHROMIUM))('stand-in SDKs in a browser', () => {
  let server: ServerType;
  let origin = '';
  let browser: Browser;

  beforeAll(async () => {
    const sandbox = createSandboxApp({ db: openSandboxDb(':memory:'), log: () => {} });
    // A blank page on the sandbox's origin plays the app (the edge serves both on one origin).
    const host = new Hono();
    host.get('/auth/login', (c) => c.html('<!doctype html><title>app</title><p>app</p>'));
    host.all('*', (c) => sandbox.fetch(c.req.raw));
    await new Promise<void>((resolve) => {
      server = serve({ fetch: host.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        origin = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  }, 30_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  const callApi = (page: Page, name: string, body: unknown) =>
    page.evaluate(
      async ([n, b]) => (await fetch(`/app/v1/${n}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) })).json(),
      [name, body] as const,
    ) as Promise<Record<string, any>>;

  async function appPage(sdk: string): Promise<Page> {
    const page = await browser.newPage();
    await page.goto(`${origin}/auth/login`);
    await page.evaluate(() => {
      (window as any).fbAsyncInit = () => {
        (window as any).fbAsyncInitCalled = true;
      };
    });
    await page.addScriptTag({ url: `/sandbox/idp/${sdk}/sdk.js` });
    return page;
  }

  it('Facebook: FB.login through the popup, facebookLogin accepts the token, FB.logout revokes it', async () => {
    const page = await appPage('facebook');
    await page.waitForFunction(() => (window as any).fbAsyncInitCalled === true);
    const popupOpened = page.waitForEvent('popup');
    await page.evaluate(() => {
      (window as any).FB.init({ appId: 'sandbox-fb-app', version: 'v22.0', cookie: true, xfbml: false });
      (window as any).pending = new Promise((resolve) => (window as any).FB.login(resolve, { scope: 'public_profile' }));
    });
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(await popup.title()).toBe('Sandbox sign-in · Facebook');
    await popup.fill('input[name="name"]', 'Andres Bautista');
    await popup.click('button[value="continue"]');
    const result = (await page.evaluate(() => (window as any).pending)) as any;
    expect(result.status).toBe('connected');
    expect(result.authResponse).toMatchObject({ expiresIn: 3600 });
    expect(result.authResponse.signedRequest).toBeTruthy();

    const login = await callApi(page, 'facebookLogin', { accessToken: result.authResponse.accessToken, userID: result.authResponse.userID, eligibilityDeclared: 1 });
    expect(login).toMatchObject({ code: 200, user: { facebookName: 'Andres Bautista' } });
    expect(await page.evaluate(() => new Promise((resolve) => (window as any).FB.getLoginStatus(resolve)))).toMatchObject({ status: 'connected' });

    await page.evaluate(() => new Promise((resolve) => (window as any).FB.logout(resolve)));
    expect(await page.evaluate(() => new Promise((resolve) => (window as any).FB.getLoginStatus(resolve)))).toEqual({ status: 'unknown', authResponse: null });
    const after = await callApi(page, 'facebookLogin', { accessToken: result.authResponse.accessToken, userID: result.authResponse.userID });
    expect(after.code).toBe(1108);
    await page.close();
  }, 30_000);

  it('Facebook: Cancel and closing the popup both answer status unknown', async () => {
    const page = await appPage('facebook');
    for (const finish of ['cancel', 'close'] as const) {
      const popupOpened = page.waitForEvent('popup');
      await page.evaluate(() => {
        (window as any).FB.init({ appId: 'sandbox-fb-app', version: 'v22.0' });
        (window as any).pending = new Promise((resolve) => (window as any).FB.login(resolve));
      });
      const popup = await popupOpened;
      await popup.waitForLoadState();
      // Cancel answers and closes the popup: the click may still be settling when it goes.
      if (finish === 'cancel') await popup.click('button[value="cancel"]', { noWaitAfter: true }).catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      });
      else await popup.close();
      expect(await page.evaluate(() => (window as any).pending)).toEqual({ status: 'unknown', authResponse: null });
    }
    await page.close();
  }, 30_000);

  it('Google: the token client returns an access token that googleLogin accepts; closing calls error_callback', async () => {
    const page = await appPage('google');
    let popupOpened = page.waitForEvent('popup');
    await page.evaluate(() => {
      (window as any).pending = new Promise((resolve) => {
        const client = (window as any).google.accounts.oauth2.initTokenClient({ client_id: 'sandbox-google-client', scope: 'openid profile', callback: resolve, error_callback: resolve });
        client.requestAccessToken();
      });
    });
    let popup = await popupOpened;
    await popup.waitForLoadState();
    await popup.click('button[value="continue"]');
    const token = (await page.evaluate(() => (window as any).pending)) as any;
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'openid profile' });
    expect((await callApi(page, 'googleLogin', { accessToken: token.access_token, eligibilityDeclared: 1 })).code).toBe(200);

    popupOpened = page.waitForEvent('popup');
    await page.evaluate(() => {
      (window as any).pending = new Promise((resolve) => {
        (window as any).google.accounts.oauth2.initTokenClient({ client_id: 'x', scope: 'openid', callback: resolve, error_callback: resolve }).requestAccessToken();
      });
    });
    popup = await popupOpened;
    await popup.close();
    expect(await page.evaluate(() => (window as any).pending)).toMatchObject({ type: 'popup_closed' });

    await page.evaluate((t) => new Promise((resolve) => (window as any).google.accounts.oauth2.revoke(t, resolve)), token.access_token);
    expect((await callApi(page, 'googleLogin', { accessToken: token.access_token })).code).toBe(1108);
    await page.close();
  }, 30_000);

  it('LINE: liff.login redirects through the sign-in page; liff.init exchanges the code and cleans the URL', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/auth/login?tab=1`);
    await page.addScriptTag({ url: '/sandbox/idp/line/sdk.js' });
    await page.evaluate(() => (window as any).liff.init({ liffId: 'sandbox-line-liff' }));
    expect(await page.evaluate(() => (window as any).liff.isLoggedIn())).toBe(false);
    expect(await page.evaluate(() => {
      try {
        (window as any).liff.login({ redirectUri: 'https://evil.example/' });
        return 'no error';
      } catch (e) {
        return (e as Error).message;
      }
    })).toContain('origin');

    await Promise.all([page.waitForURL(/\/sandbox\/idp\/authorize/), page.evaluate(() => (window as any).liff.login({ redirectUri: location.href }))]);
    expect(await page.title()).toBe('Sandbox sign-in · LINE');
    await Promise.all([page.waitForURL(/\/auth\/login/), page.click('button[value="continue"]')]);
    expect(page.url()).toContain('code=');

    await page.addScriptTag({ url: '/sandbox/idp/line/sdk.js' });
    await page.evaluate(() => (window as any).liff.init({ liffId: 'sandbox-line-liff' }));
    expect(page.url()).toBe(`${origin}/auth/login?tab=1`);
    expect(await page.evaluate(() => (window as any).liff.isLoggedIn())).toBe(true);
    const accessToken = await page.evaluate(() => (window as any).liff.getAccessToken());
    expect((await callApi(page, 'lineLogin', { accessToken, eligibilityDeclared: 1 })).code).toBe(200);

    await page.evaluate(() => (window as any).liff.logout());
    expect(await page.evaluate(() => (window as any).liff.isLoggedIn())).toBe(false);
    await page.close();
  }, 30_000);
});

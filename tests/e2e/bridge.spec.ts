// The Android wrapper's bridge (issue 24, docs/android-bridge.md): a fake wrapper object, injected
// before the app's first script as the real WebView does, records every hook call. Inside it,
// preLogin carries the push token and device facts; copy, share, chat, download and social sign-in
// go through the hooks; /download has nothing to download unless the APK is newer, and the download
// popup never shows. In the plain (Android) browser the same pages fall back to the web's ways.
import type { Page } from '@playwright/test';
import { declareEligibility, expect, openApp, registerAccount, SANDBOX_URL, test } from './support';

interface BridgeCall {
  hook: string;
  args: string[];
}

/** Injects a wrapper speaking protocol 1, build 10, whose hooks all succeed and are recorded. */
async function injectWrapper(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: { hook: string; args: string[] }[] = [];
    const w = window as unknown as { bridgeCalls: typeof calls; AndroidBridge: unknown; onAndroidBridgeResult?: (id: string, json: string) => void };
    w.bridgeCalls = calls;
    const record = (hook: string, answer: unknown) => (...args: string[]) => {
      calls.push({ hook, args });
      return answer;
    };
    w.AndroidBridge = {
      version: record('version', 1),
      messagingToken: record('messagingToken', 'fcm-e2e:APA91bToken_123'),
      deviceInfo: record('deviceInfo', JSON.stringify({ appVersion: '1.0.10', appVersionCode: 10, os: 'android', osVersion: '13', deviceModel: 'TECNO KI5', manufacturer: 'TECNO' })),
      copy: record('copy', true),
      share: record('share', true),
      download: record('download', true),
      openChat: record('openChat', undefined),
      // The native SDK's sign-in, played by the sandbox's stand-in identity provider (the page's
      // popup never opens); the answer comes later, through the page's callback, as on a phone.
      login: (json: string) => {
        calls.push({ hook: 'login', args: [json] });
        const { provider, callbackId } = JSON.parse(json) as { provider: string; callbackId: string };
        void fetch('/sandbox/idp/authorize', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ provider, client_id: 'sandbox-google-client.apps.example', mode: 'popup', redirect_uri: '', action: 'continue', name: 'Ana Native' }),
        })
          .then((response) => response.json())
          .then((answer: { accessToken: string; userID: string; expiresIn: number }) =>
            w.onAndroidBridgeResult?.(callbackId, JSON.stringify({ status: 'ok', accessToken: answer.accessToken, userID: answer.userID, expiresIn: answer.expiresIn })),
          );
        return true;
      },
    };
  });
}

const bridgeCalls = (page: Page, hook: string) =>
  page.evaluate((name) => (window as unknown as { bridgeCalls: BridgeCall[] }).bridgeCalls.filter((call) => call.hook === name).map((call) => call.args), hook);

/** preLogin's request bodies, as the page sends them. */
function watchPreLogin(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/app/v1/preLogin')) bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

test.describe('inside the Android wrapper', () => {
  test('preLogin carries the push token and device facts; copy, share and chat go through the bridge', async ({ page }) => {
    const preLogins = watchPreLogin(page);
    const widgetLoads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sandbox/chat/widget.js')) widgetLoads.push(request.url());
    });
    await injectWrapper(page);
    await registerAccount(page);

    expect(preLogins.length).toBeGreaterThan(0);
    for (const body of preLogins) {
      expect(body.messagingToken).toBe('fcm-e2e:APA91bToken_123');
      expect(JSON.parse(String(body.phoneinfoJsonModel))).toEqual({ bridge: 1, appVersion: '1.0.10', appVersionCode: 10, os: 'android', osVersion: '13', deviceModel: 'TECNO KI5', manufacturer: 'TECNO' });
    }

    // Copy: the member centre's UID.
    await page.getByRole('navigation', { name: /main/i }).getByRole('button', { name: /Account/ }).click();
    const uid = (await page.getByTestId('member-uid').textContent())!.replace(/\D/g, '');
    await page.getByRole('button', { name: 'Copy UID' }).click();
    await expect(page.getByText('UID copied')).toBeVisible();
    expect(await bridgeCalls(page, 'copy')).toEqual([[uid]]);

    // Chat: the native chat with the online line; the web widget never loads.
    await page.getByRole('main').getByRole('button', { name: 'Customer service' }).click();
    await expect.poll(() => bridgeCalls(page, 'openChat')).toHaveLength(1);
    const [[line]] = await bridgeCalls(page, 'openChat');
    expect(JSON.parse(line!)).toMatchObject({ license: expect.any(String), group: expect.any(String), name: expect.any(String) });
    expect(widgetLoads).toEqual([]);
    await expect(page.getByRole('dialog', { name: 'Customer service chat' })).toHaveCount(0);

    // Share: /download's "Share the app", with the player's invite code in the link.
    await openApp(page, '/download');
    await expect(page.getByTestId('download-page')).toHaveAttribute('data-shell', 'wrapper');
    await page.getByTestId('download-share').click();
    await expect.poll(() => bridgeCalls(page, 'share')).toHaveLength(1);
    const [[shared]] = await bridgeCalls(page, 'share');
    const link = JSON.parse(shared!) as { title: string; text: string; url: string };
    expect(link.text).toContain('Get the app here');
    expect(new URL(link.url).pathname).toBe('/download');
    expect(new URL(link.url).searchParams.get('inviteCode')).toMatch(/^[A-Za-z0-9]+$/);
  });

  test('/download has nothing to download, unless the operator has a newer APK, which the wrapper downloads', async ({ page, lane }) => {
    await injectWrapper(page);
    await lane.patchConfig({ h5: { downloadUrl: 'https://downloads.example/casino.apk', apkVersionCode: 10 } });
    await openApp(page, '/download');
    await expect(page.getByTestId('download-status')).toContainText('You are using the');
    await expect(page.getByTestId('download-apk')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
    await expect(page.getByTestId('download-update')).toHaveCount(0);

    await lane.patchConfig({ h5: { downloadUrl: 'https://downloads.example/casino.apk', apkVersionCode: 11 } });
    await openApp(page, '/download');
    await expect(page.getByTestId('download-status')).toHaveText('A new version of the Android app is ready.');
    await page.getByTestId('download-update').click();
    await expect(page.getByText('Downloading.')).toBeVisible();
    const downloads = await bridgeCalls(page, 'download');
    expect(downloads.map(([json]) => JSON.parse(json!) as unknown)).toEqual([{ url: 'https://downloads.example/casino.apk', name: expect.stringMatching(/\.apk$/) }]);
  });

  test('Google sign-in goes through the native login, without the web popup', async ({ page }) => {
    await injectWrapper(page);
    let popups = 0;
    page.on('popup', () => (popups += 1));
    const sdkLoads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sandbox/idp/google/sdk.js')) sdkLoads.push(request.url());
    });
    await openApp(page, '/auth/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await declareEligibility(page);
    await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('₱0.00');
    const logins = await bridgeCalls(page, 'login');
    expect(logins).toHaveLength(1);
    expect(JSON.parse(logins[0]![0]!)).toMatchObject({ provider: 'google', callbackId: expect.any(String) });
    expect(popups).toBe(0);
    expect(sdkLoads).toEqual([]);
  });
});

test.describe('the download popup', () => {
  test.use({ skipPopups: false });

  // Every other popup marked as shown, so only the download popup is left to decide.
  const onlyDownloadLeft = (page: Page) =>
    page.addInitScript(() => {
      if (sessionStorage.getItem('popups_shown') === null) sessionStorage.setItem('popups_shown', JSON.stringify(['activity:25', 'activity:44', 'activity:39', 'activity:20']));
    });

  test('shows for a member in an Android browser after a deposit or a win, never in the first minute, with Get the app', async ({ page }) => {
    await page.clock.install();
    await onlyDownloadLeft(page);
    const account = await registerAccount(page);
    const popup = page.getByTestId('download-popup');
    // Money arrives (as a deposit would) and the balance shows it: the prompt's moment.
    expect((await page.request.post(`${SANDBOX_URL}/sandbox/dev/credit`, { data: { account, amount: 5000 } })).ok()).toBe(true);
    await page.getByRole('banner').getByRole('button', { name: 'Refresh balance' }).click();
    await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('₱50.00');
    await expect(popup).toHaveCount(0);
    // Not in the visit's first minute.
    await page.clock.fastForward('01:01');
    await expect(popup).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Get the app' }).click();
    await expect(page).toHaveURL(/\/download$/);
    await expect(page.getByTestId('download-page')).toHaveAttribute('data-shell', 'android');
    await expect(page.getByRole('heading', { name: 'On Android (Chrome)' })).toBeVisible();
  });

  test('never shows inside the wrapper', async ({ page }) => {
    await injectWrapper(page);
    await onlyDownloadLeft(page);
    const modalChunks: string[] = [];
    await registerAccount(page);
    page.on('request', (request) => {
      if (/download-modal/.test(request.url())) modalChunks.push(request.url());
    });
    // The activities (and so the popups' turn) have come with the banners.
    await expect(page.locator('[aria-roledescription="carousel"]')).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.getByTestId('download-popup')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(modalChunks).toEqual([]);
  });
});

test('in an Android browser /download offers the APK, and Share copies the link when there is no share sheet', async ({ page, lane, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await lane.patchConfig({ h5: { downloadUrl: 'https://downloads.example/casino.apk' } });
  // Headless Chromium has no share sheet: navigator.share is taken away, as on most desktop browsers.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await openApp(page, '/download');
  await expect(page.getByTestId('download-page')).toHaveAttribute('data-shell', 'android');
  await expect(page.getByTestId('download-apk')).toHaveAttribute('href', 'https://downloads.example/casino.apk');
  await expect(page.getByRole('heading', { name: 'On iPhone or iPad (Safari)' })).toHaveCount(0);
  await page.getByTestId('download-share').click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Get the app here:');
  expect(copied).toContain('/download');
});

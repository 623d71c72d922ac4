// Offline and maintenance journeys (issue 13): a reload with no connection opens the app (the
// service worker's precached shell) with the offline bar; maintenance that starts mid-session
// takes the player to the maintenance screen at the next call, and once it ends a reload shows
// the app, not a cached maintenance page.
import { expect, expectSettled, openApp, openControlledApp, PASSWORD, registerAccount, test, trackCalls } from './support';

// The worker's precached shell is part of what these journeys check (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('a reload offline opens the app with the offline bar, which goes once back online', async ({ page, context }) => {
  await openApp(page, '/');
  // The first visit installs the worker; from the next load on it controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('banner')).toBeVisible();
  // The worker's shell carries the operator's theme (edge/routes/shell-theme.ts), and the app finds
  // it already on the page: nothing set again on the root.
  await expect(page.locator('#cover')).toHaveCount(0);
  await expect(page.locator('#operator-theme')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.getAttribute('style'))).toBeNull();

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('#cover')).toBeHidden();
  // Offline the theme call cannot be made: the page is in the operator's colours all the same.
  await expect(page.locator('#operator-theme')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // A page whose code never loaded says so, with a retry, never "Internal Server Error".
  await page.getByRole('link', { name: 'Search games' }).first().click().catch(() => undefined);
  await expect(page.getByText('Internal Server Error')).toBeHidden();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeHidden();
});

test('maintenance starting mid-session opens the maintenance screen; once over, a reload shows the app', async ({ page, request, lane }) => {
  const account = await registerAccount(page);
  await page.evaluate(() => localStorage.removeItem('access_token'));
  await openControlledApp(page, '/');
  // The login filled in before maintenance starts; its call is the next one, unless a background
  // one goes first (the event log's, 2 s after a banner was seen). Either meets the operator's 503
  // and the app goes to the maintenance screen.
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('tab', { name: 'Account' }).click();
  await sheet.getByLabel('Account name').fill(account);
  await sheet.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await lane.setMaintenance(1);
  const maintenanceScreen = page.waitForURL(/\/maintenance$/);
  const login = sheet.getByRole('button', { name: 'Log in', exact: true }).click();
  await Promise.race([maintenanceScreen, login.catch(() => undefined)]);
  await maintenanceScreen;
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A page load the worker answers never meets the edge's redirect: the shell's preLogin
  // finds maintenance and opens its screen.
  const response = await page.goto('/');
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
  expect((await page.reload())?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
  await lane.setMaintenance(0);
  // The edge trusts its status for a few seconds; then the first load shows the app.
  await expect
    .poll(async () => (await request.get('/', { maxRedirects: 0 })).status(), { timeout: 15_000 })
    .toBe(200);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('an offline tap shows the offline page without a request storm; back online the page recovers by itself, no 500', async ({ page, context }) => {
  // A first visit (no service worker in control yet): the tapped page's code is not on the phone.
  await context.route('**/sw.js', (route) => route.abort());
  await trackCalls(page);
  await openApp(page, '/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // Home's own loads (lobby, art) done: what is counted below is what the offline tap causes.
  await expectSettled(page);
  let offlineRequests = 0;
  let offline = false;
  page.on('request', () => {
    if (offline) offlineRequests += 1;
  });
  offline = true;
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Search games' }).first().click();
  const fallback = page.getByRole('alert').filter({ hasText: 'No connection' });
  await expect(fallback).toBeVisible();
  // Two seconds of waiting on the retries (they must stay few), measured by the page's own clock.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2000)));
  expect(offlineRequests).toBeLessThan(20);
  offline = false;
  await context.setOffline(false);
  await expect(page.getByRole('searchbox')).toBeVisible();
  await expect(page.getByText('Internal Server Error')).toHaveCount(0);
  await expect(page.getByText('500', { exact: true })).toHaveCount(0);
});

test('offline, home shows the saved balance with the time it was read, and no empty banner block; back online the banners return', async ({ page, context }) => {
  await registerAccount(page, { credit: 123_456 });
  await openControlledApp(page, '/');
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('#cover')).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await expect(page.locator('main').getByTestId('balance')).toHaveText('₱1,234.56');
  await expect(page.getByRole('note')).toHaveText(/^Your balance above is the one saved on this phone, as of .+ \(Manila time\)\.$/);
  // The search entry comes right after the card: no banner frame is left standing empty.
  await expect(page.getByRole('link', { name: 'Search games' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Promotions' })).toHaveCount(0);
  await expect(page.locator('main [class*="skeleton"]')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
});

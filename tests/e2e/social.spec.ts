// Social login through the sandbox's stand-in identity provider: the SDK loads only on tap.
import { expect, test } from '@playwright/test';
import { openApp } from './support';

test('log in with Facebook; the SDK loads only when the player taps the button', async ({ page }) => {
  const sdkRequests: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/sandbox/idp/')) sdkRequests.push(req.url());
  });
  await openApp(page, '/auth/login');
  expect(sdkRequests).toEqual([]);

  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  const popup = await popupPromise;
  await popup.getByLabel(/name/i).first().fill('Maria Santos');
  await popup.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('banner').getByText('₱10.00')).toBeVisible();
  expect(sdkRequests.some((url) => url.includes('/sandbox/idp/facebook/sdk.js'))).toBe(true);

  await page.getByRole('navigation').getByRole('button', { name: 'Account' }).click();
  await expect(page.getByText('Maria Santos').first()).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  // Logging out also logs out of the provider: the SDK reports no session any more.
  const status = await page.evaluate(
    () => new Promise<string>((resolve) => (window as unknown as { FB?: { getLoginStatus(cb: (r: { status: string }) => void): void } }).FB?.getLoginStatus((r) => resolve(r.status)) ?? resolve('no-sdk')),
  );
  expect(status).not.toBe('connected');
});

test('log in with Google', async ({ page }) => {
  await openApp(page, '/auth/login');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('banner').getByText('₱10.00')).toBeVisible();
});

test('log in with LINE (full-page redirect)', async ({ page }) => {
  await openApp(page, '/auth/login');
  await page.getByRole('button', { name: 'Continue with LINE' }).click();
  await expect(page).toHaveURL(/\/sandbox\/idp\/authorize/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('banner').getByText('₱10.00')).toBeVisible();
});

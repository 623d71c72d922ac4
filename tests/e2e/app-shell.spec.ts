// The app shell from the service worker (issue 10): once the worker controls the page, a reload
// and a typed address of another app page paint from the precached index.html with no document
// request on the network; the API, the sandbox's pages and unknown paths still go to the edge
// (and the 404 page offers Home and Search: the one journey about it).
import type { BrowserContext, Request } from '@playwright/test';
import { isKnownPath } from '../../contract/route-paths';
import { expect, expectNoAxeViolations, openControlledApp, test } from './support';

// The worker is what these journeys are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Page documents fetched from the network from now on: a navigation the worker did not answer,
 * or the worker's own fetch of a page (Playwright reports a worker's requests in Chromium).
 */
function networkDocuments(context: BrowserContext): () => Promise<string[]> {
  const seen: Request[] = [];
  context.on('request', (request) => {
    if (request.resourceType() === 'document' || (request.serviceWorker() && isKnownPath(new URL(request.url()).pathname))) seen.push(request);
  });
  return async () => {
    const fetched: string[] = [];
    for (const request of seen) {
      const response = await request.response();
      if (request.serviceWorker() || !response?.fromServiceWorker()) fetched.push(new URL(request.url()).pathname);
    }
    return fetched;
  };
}

test('a repeat visit paints from the service worker, with no document request on the network', async ({ page, context }) => {
  await openControlledApp(page, '/');
  const fetched = networkDocuments(context);

  await page.reload();
  await expect(page.locator('#cover')).toBeHidden();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // Typed in the address bar: a new navigation, not the router's.
  const response = await page.goto('/game/search?from=address-bar');
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.locator('#cover')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Search games' })).toBeVisible();

  expect(await fetched()).toEqual([]);
});

test('the API, the sandbox pages, health checks and unknown paths are not answered with the shell; the 404 page shows no raw path and offers Home and Search', async ({ page }) => {
  await openControlledApp(page, '/');

  for (const path of ['/sandbox/chat/', '/app/v1/preLogin', '/healthz', '/build.json']) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(false);
    expect(await page.locator('#cover').count(), path).toBe(0);
  }

  // The edge answers an unknown path 404 with the shell; the client shows its 404 page, which
  // never repeats the path and offers Search and Home.
  const unknown = await page.goto('/activity/no-such-page');
  expect(unknown?.fromServiceWorker()).toBe(false);
  expect(unknown?.status()).toBe(404);
  await expect(page.locator('#cover')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/activity/no-such-page')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Search games' }).click();
  await expect(page).toHaveURL(/\/game\/search$/);
  expect((await page.goto('/no/such/page'))?.status()).toBe(404);
  // The page's own Home (the tab bar around it has one too).
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

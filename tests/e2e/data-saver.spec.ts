// Data saver (issue 10): on by itself when the phone asks to save data, switchable in the member
// centre. While on, game tiles download no pictures, banners stay still (only the first two are
// fetched) and nothing animates; the player's choice wins over the phone's.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openApp, registerAccount, test } from './support';

/** Makes the page see a phone that asks to save data (Chrome's Save-Data / Lite mode). */
const phoneAsksToSaveData = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' }) });
  });

/** Paths of the game pictures and banners the page has asked for since `track` began. */
function trackArt(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/sandbox/art/')) asked.push(path);
  });
  return {
    games: () => asked.filter((path) => path.startsWith('/sandbox/art/games/')),
  };
}

test('a phone asking to save data gets the lobby without game pictures', async ({ page }) => {
  await phoneAsksToSaveData(page);
  // The page's timers under the test's hand: the banners' turns are run through, not waited for.
  await page.clock.install();
  const art = trackArt(page);
  await openApp(page, '/');
  const tiles = page.getByRole('button', { name: /^Try / });
  await expect(tiles.first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-save-data', '');
  // The tiles still name their games, with no picture asked for.
  expect(await page.locator('main img[src*="/sandbox/art/games/"]').count()).toBe(0);
  expect(art.games()).toEqual([]);
  // The banners stay still: at most the first slide and the next have a picture (a popup's own
  // picture is not the carousel's).
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await expect(carousel.locator('img').first()).toBeVisible();
  // Three of the carousel's 4-second turns: it stays on the first banner.
  await page.clock.runFor(12_000);
  expect(await carousel.getByRole('button').count()).toBeGreaterThan(2);
  expect(await carousel.locator('[class*="_strip_"]').evaluate((strip) => strip.scrollLeft)).toBe(0);
  expect(await carousel.locator('img').count()).toBeLessThanOrEqual(2);
  // Nothing animates (the skeleton shimmer is the usual one).
  expect(await page.evaluate(() => document.getAnimations().filter((a) => !(a.effect as KeyframeEffect | null)?.target?.closest?.('[role="status"]')).length)).toBe(0);
});

test("the player's choice in the member centre wins over the phone", async ({ page }) => {
  await phoneAsksToSaveData(page);
  await openApp(page, '/');
  await registerAccount(page, { path: '/member' });
  const setting = page.getByTestId('data-saver');
  await expect(setting.getByRole('button', { name: 'Auto' })).toHaveAttribute('aria-pressed', 'true');
  await expect(setting).toContainText('On now: your phone asks to save data');
  await expectNoAxeViolations(page, '[data-testid="data-saver"]');

  await setting.getByRole('button', { name: 'Off' }).click();
  await expect(setting.getByRole('button', { name: 'Off' })).toHaveAttribute('aria-pressed', 'true');
  await expect(setting).toContainText('Pictures and animations always show');
  const art = trackArt(page);
  await page.goto('/');
  await expect(page.locator('main img[src*="/sandbox/art/games/"]').first()).toBeVisible();
  expect(art.games().length).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-save-data', '');

  // Kept for the next visit; On again takes the pictures away.
  await page.goto('/member');
  await expect(setting.getByRole('button', { name: 'Off' })).toHaveAttribute('aria-pressed', 'true');
  await setting.getByRole('button', { name: 'On' }).click();
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Try / }).first()).toBeVisible();
  expect(await page.locator('main img[src*="/sandbox/art/games/"]').count()).toBe(0);
});

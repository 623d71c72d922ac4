// Paint before JS (issue 10): index.html's cover holds the home frame as skeletons, prerendered at
// build time, so a page whose scripts have not arrived already shows the layout; the app then
// takes its place at the same spots.
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openApp, test } from './support';

const blockScripts = (page: Page) => page.route('**/*.js', (route) => route.abort());

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  const rect = await locator.boundingBox();
  if (!rect) throw new Error(`no box for ${locator.toString()}`);
  return rect;
}

const tiles = (page: Page) => page.locator('[class*="_grid_"] > *');

/**
 * Waits until the games grid has stopped growing: it builds the rows on screen and half a screen
 * more (its sentinel's range), then waits for the player to scroll. Returns how many it built.
 */
async function gridSettled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => (document.querySelector('[data-testid="grid-sentinel"]')?.getBoundingClientRect().top ?? 0) > innerHeight * 1.5), { timeout: 15_000 })
    .toBe(true);
  return tiles(page).count();
}

/** Records the page's layout shifts from its start; shiftsSoFar reads them. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = { value: number; nodes: string[] };
    const shifts: Shift[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
        shifts.push({ value: entry.value, nodes: entry.sources.map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?') });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // The shifts so far, once two more frames are painted (those not yet delivered included).
    (window as unknown as { shifts: () => Promise<Shift[]> }).shifts = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => {
        record(observer.takeRecords());
        resolve(shifts);
      })));
  });
}

/** The shifts so far, once two more frames are painted (those not yet delivered included). */
const shiftsSoFar = (page: Page) => page.evaluate(() => (window as unknown as { shifts: () => Promise<unknown> }).shifts());

/** Records the page's largest-contentful-paint entries (from its next load) in `window.lcp`. */
const recordLcp = (page: Page) =>
  page.addInitScript(() => {
    const entries: { element: Element | null; url: string; at: number }[] = ((window as unknown as { lcp: unknown }).lcp = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]) entries.push({ element: entry.element, url: entry.url, at: entry.startTime });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });

/** The last LCP entry recordLcp saw (whether its element is the app's), and when the app's chunk was requested. */
const lastLcpAndAppRequest = (page: Page) =>
  page.evaluate(() => {
    const entry = (window as unknown as { lcp: { element: Element | null; url: string; at: number }[] }).lcp.at(-1);
    const chunk = performance.getEntriesByType('resource').find((resource) => /\/assets\/first-paint-[^/]+\.js$/.test(resource.name));
    return { last: entry && { url: entry.url, inApp: !!entry.element && !!document.getElementById('app')?.contains(entry.element), at: entry.at }, appRequestedAt: chunk?.startTime };
  });

test('with every script blocked, / shows the home frame; with them, the real home takes its place at the same spots', async ({ page }) => {
  await blockScripts(page);
  await page.goto('/');
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  const frame = {
    topBar: await box(page.locator('.frame-top')),
    card: await box(page.locator('.frame-card')),
    banner: await box(page.locator('.frame-banner')),
    firstTile: await box(page.locator('.frame-grid > *').first()),
    tabBar: await box(page.locator('.frame-nav')),
  };
  expect(frame.topBar.height).toBeGreaterThan(40);
  expect(frame.tabBar.y + frame.tabBar.height).toBeCloseTo(page.viewportSize()!.height, 0);
  // Hidden from assistive technology but for the cover's own loading label; no landmark of its own.
  await expectNoAxeViolations(page, '#cover');

  await page.unrouteAll();
  await openApp(page, '/');
  await expect(page.locator('#cover')).toHaveCount(0);
  const real = {
    topBar: await box(page.getByRole('banner')),
    card: await box(page.locator('section[aria-labelledby="home-welcome"]')),
    banner: await box(page.locator('[class*="_carousel_"] > [class*="_strip_"]')),
    firstTile: await box(page.locator('[class*="_grid_"] > *').first()),
    tabBar: await box(page.getByRole('navigation', { name: 'Main' })),
  };
  for (const part of Object.keys(frame) as (keyof typeof frame)[]) {
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(frame[part][side] - real[part][side]), `${part} ${side}: frame ${frame[part][side]}, app ${real[part][side]}`).toBeLessThanOrEqual(1);
    }
  }
});

test("the first paint is in the operator's colours, the CSP lets that style in, and the app's start leaves them as painted", async ({ page, request }) => {
  const answer = (await (await request.post('/app/v1/anonymous/appTheme', { data: {} })).json()) as { appTheme: { themeJsonData: string } };
  const background = (JSON.parse(answer.appTheme.themeJsonData) as { colors: { bg: string } }).colors.bg;
  const rgb = `rgb(${[1, 3, 5].map((at) => parseInt(background.slice(at, at + 2), 16)).join(', ')})`;
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    addEventListener('securitypolicyviolation', (event) => (window as unknown as { violations: string[] }).violations.push(event.violatedDirective));
  });
  await blockScripts(page);
  await page.goto('/');
  await expect(page.locator('.frame-card')).toBeVisible();
  // Before any script: the shell's style element paints the operator's background.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(rgb);
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(background);

  await page.unrouteAll();
  await openApp(page, '/');
  await expect(page.locator('#cover')).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(rgb);
  // The app found the theme already on the page: no colour set again on the root, nothing restyled.
  expect(await page.evaluate(() => document.documentElement.getAttribute('style'))).toBeNull();
  await expect(page.locator('#operator-theme')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

test('the frame is still: nothing animates while the app loads behind it', async ({ page }) => {
  await blockScripts(page);
  await page.goto('/');
  await expect(page.locator('.frame-card')).toBeVisible();
  expect(await page.evaluate(() => document.getAnimations().map((animation) => (animation as CSSAnimation).animationName ?? animation.id))).toEqual([]);
});

test("the shell of / paints home's first banner before any script, it stays the page's largest paint, and the app is fetched after it", async ({ page }) => {
  await blockScripts(page);
  await page.goto('/');
  const early = page.locator('#cover .frame-banner-shown > img');
  await expect(early).toHaveJSProperty('complete', true);
  expect(await early.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const src = await early.getAttribute('src');
  expect(src).toMatch(/^\/sandbox\/art\/banners\/\d+\.svg$/);

  await page.unrouteAll();
  await recordLcp(page);
  await openApp(page, '/');
  // The app shows the same picture first.
  await expect(page.locator('[class*="_carousel_"] img').first()).toHaveAttribute('src', src!);
  await expect(page.locator('#cover')).toHaveCount(0);
  // The last LCP candidate is the cover's picture (gone with the cover now), not the app's: the
  // app's banner is no larger, so the page's LCP is the paint that came with the HTML.
  const { last, appRequestedAt } = await lastLcpAndAppRequest(page);
  expect(last).toEqual({ url: expect.stringContaining(src!), inApp: false, at: expect.any(Number) });
  // Paint before JS: the app's chunk was asked for only once that picture was on screen (main.tsx).
  expect(appRequestedAt).toBeGreaterThan(last!.at);
});

test("a first visit to /game/search paints the first tiles from the HTML, the app's tiles take the same places, and the frame's stay the largest paint", async ({ page }) => {
  await blockScripts(page);
  await page.goto('/game/search');
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  const early = page.locator('#cover .frame-art-shown > img');
  await expect(early.first()).toHaveJSProperty('complete', true);
  expect(await early.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The first row, the app's own first slice (edge/routes/shell-tiles.ts).
  const frame = await early.evaluateAll((images) =>
    images.map((img) => {
      const rect = img.getBoundingClientRect();
      return { src: img.getAttribute('src'), x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    }),
  );
  expect(frame).toHaveLength(3);
  for (const tile of frame) expect(tile.src).toMatch(/^\/sandbox\/art\/games\/\d+\.svg$/);

  await page.unrouteAll();
  await recordLcp(page);
  await openApp(page, '/game/search');
  const appImages = page.getByRole('list', { name: 'Search games' }).locator('img');
  await expect(appImages.nth(2)).toBeVisible();
  await expect(page.locator('#cover')).toHaveCount(0);
  const app = await appImages.evaluateAll((images) =>
    images.slice(0, 3).map((img) => {
      const rect = img.getBoundingClientRect();
      return { src: img.getAttribute('src'), x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    }),
  );
  // The same games in the same order, each a pixel inside the frame's picture (drawn a pixel larger).
  expect(app.map((tile) => tile.src)).toEqual(frame.map((tile) => tile.src));
  app.forEach((tile, i) => {
    const early = frame[i]!;
    for (const [side, grown] of [['x', -1], ['y', -1], ['width', 2], ['height', 2]] as const) {
      expect(Math.abs(early[side] - (tile[side] + grown)), `tile ${i} ${side}: frame ${early[side]}, app ${tile[side]}`).toBeLessThanOrEqual(1);
    }
  });
  // The last LCP candidate is one of the cover's pictures (gone now), not the app's; and the app's
  // chunk was asked for only once it was on screen.
  const { last, appRequestedAt } = await lastLcpAndAppRequest(page);
  expect(last?.inApp).toBe(false);
  expect(frame.map((tile) => new URL(tile.src!, page.url()).href)).toContain(last?.url);
  expect(appRequestedAt).toBeGreaterThan(last!.at);
});

test('a first visit to / shifts nothing, even when the lobby arrives after everything else', async ({ page }) => {
  // The lobby's chunk (with the footer) held back until every other part of home is in: the cover
  // gone, the welcome card shown and the lobby's placeholder waiting.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/lobby-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await recordShifts(page);
  await page.goto('/');
  await expect(page.locator('#cover')).toBeHidden();
  await expect(page.locator('section[aria-labelledby="home-welcome"]')).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toBeVisible();
  release();
  // A first screen builds the rows it shows, not the first page's 24 tiles; the footer (under the
  // first page) waits for the player to scroll there.
  const built = await gridSettled(page);
  expect(built).toBeGreaterThanOrEqual(3);
  expect(built).toBeLessThan(24);
  await expect(page.locator('footer')).not.toBeAttached();
  expect(await shiftsSoFar(page)).toEqual([]);
  // Scrolled down, the rest of the page comes, then the footer.
  await expect(async () => {
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('footer')).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  expect(await tiles(page).count()).toBeGreaterThanOrEqual(24);
});

test('banners arriving after the lobby shift nothing: the skeleton holds the carousel\'s whole box, its row of arrows and dots included', async ({ page }) => {
  // The activity state (the banners) held back until the games' first rows are in.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/app/v1/getActivityIds', async (route) => {
    await held;
    await route.continue();
  });
  await recordShifts(page);
  await page.goto('/');
  await gridSettled(page);
  release();
  // More than one banner: the row under them holds the arrows (a row the skeleton once lacked).
  await expect(page.getByRole('button', { name: 'Next promotion' })).toBeVisible();
  expect(await shiftsSoFar(page)).toEqual([]);
});

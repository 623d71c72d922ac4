// Start-up, maintenance, language and the age notice (unknown paths: nav.spec.ts).
import { expect, expectBackEntries, expectNoAxeViolations, openApp, test } from './support';

test('the cover shows until start-up finishes, then the home frame', async ({ page }) => {
  // Start-up's preLogin held until the cover has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/app/v1/preLogin', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('#cover')).toBeVisible();
  release();
  await expect(page.locator('#cover')).toBeHidden();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('maintenance: the edge redirects page loads, the client checks at start-up; the page keeps the header, says balances are safe, when it ends (Manila time) and how to reach support', async ({ page, request, lane }) => {
  await openApp(page, '/');
  // 06:30 UTC is 2:30 PM in Manila (the journeys' browser runs in another zone).
  await lane.setMaintenance(1, Date.UTC(2030, 0, 15, 6, 30));
  // The client's own check: a page the edge still served (its status cache is a few seconds
  // old) finds maintenance in pre-login and goes to /maintenance.
  await page.reload();
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
  // A bare frame: the header with the brand and the language, no login (no call would answer), no tab bar.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByText('Your balance, bonuses and bets are safe.', { exact: false })).toBeVisible();
  await expect(page.getByText(/We expect to be back by Jan 15, 2030, 2:30\sPM \(Manila time\)\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with customer service' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write to support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');
  await expectNoAxeViolations(page);

  // The edge: once its cache expires, every page load is redirected.
  await expect
    .poll(async () => {
      const res = await request.get('/terms-of-use', { maxRedirects: 0 });
      return `${res.status()} ${res.headers()['location'] ?? ''}`;
    }, { timeout: 15_000 })
    .toBe('302 /maintenance');
  await lane.setMaintenance(0);
  await expect
    .poll(async () => (await request.get('/terms-of-use', { maxRedirects: 0 })).status(), { timeout: 15_000 })
    .toBe(200);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('the edge answers', () => {
  // The status is the edge's: once the service worker is installed it answers navigations with the
  // precached shell (200), which failed this journey in a clean-clone run.
  test.use({ serviceWorkers: 'block' });
test('the 404 page keeps the header and the tab bar and links to support, for an unknown path and for a failed route validation', async ({ page }) => {
  await openApp(page, '/');
  for (const path of ['/no/such/page', '/game/start?gameId=abc', '/withdrawal/foo']) {
    // The edge answers 404 with the shell (a full-screen route's bad query too: spec section 8).
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Customer service' }).click();
  await expect(page).toHaveURL(/\/service$/);
});});


test('language switch to Filipino is kept in a cookie for 365 days', async ({ page, context }) => {
  await openApp(page, '/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Filipino' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('fil');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.01);

  await page.reload();
  await expect(page.locator('#cover')).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Ingles' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
});

test.describe('age notice', () => {
  // Shown where the operator asks for it.
  test.beforeEach(async ({ lane }) => lane.patchConfig({ h5ClientMode: 1 }));

  test('shown until accepted, with the barred groups, and remembered', async ({ page }) => {
    await openApp(page, '/');
    const sheet = page.getByRole('dialog', { name: 'Age and eligibility notice' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('You must be 21 or older');
    await expect(sheet).toContainText('Government officials');
    await expect(sheet).toContainText('Anyone playing in open or public places');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(sheet).toBeHidden();
    await page.reload();
    await expect(page.locator('#cover')).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Age and eligibility notice' })).toBeHidden();
  });

  test('not shown on the terms of use and privacy policy', async ({ page }) => {
    await openApp(page, '/terms-of-use');
    await expect(page.getByRole('heading', { name: 'Terms of Use' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Age and eligibility notice' })).toBeHidden();
    await openApp(page, '/privacy-policy');
    await expect(page.getByRole('dialog', { name: 'Age and eligibility notice' })).toBeHidden();
  });

  test('"I Do Not Accept" leaves for a search site', async ({ page }) => {
    await page.route('https://www.google.com/**', (route) => route.fulfill({ status: 200, body: 'search' }));
    await openApp(page, '/');
    await page.getByRole('button', { name: 'I Do Not Accept' }).click();
    await expect(page).toHaveURL(/^https:\/\/www\.google\.com\//);
  });
});

test.describe('home guide', () => {
  test.use({ skipHomeGuide: false });

  test('a first-time player gets the three-step tour once', async ({ page }) => {
    await openApp(page, '/');
    const tour = page.getByRole('dialog', { name: 'Welcome! A quick tour' });
    await expect(tour).toContainText('Step 1 of 3');
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour).toContainText('Step 2 of 3');
    await tour.getByRole('button', { name: 'Skip' }).click();
    await expect(tour).toBeHidden();
    // The guide's history entry is gone first: a reload while its history.back() is on the way was aborted.
    await expectBackEntries(page, 0);

    await page.reload();
    await expect(page.locator('#cover')).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Slots' })).toBeVisible();
    await expect(tour).toBeHidden();
  });

  test('each step rings what it describes and keeps its card clear of it: the category tabs, search, a heart', async ({ page }) => {
    await openApp(page, '/');
    const tour = page.getByRole('dialog', { name: 'Welcome! A quick tour' });
    const ring = page.getByTestId('guide-ring');
    const viewport = page.viewportSize()!;
    const targets = [page.getByRole('tablist', { name: 'Game categories' }), page.getByRole('link', { name: 'Search games' }), page.getByRole('button', { name: /^Add .* to favourites$/ }).first()];
    for (const [index, target] of targets.entries()) {
      await expect(tour).toContainText(`Step ${index + 1} of 3`);
      // Once the scroll has ended: the ring encloses the target, both on screen, and the card covers neither.
      await expect(async () => {
        const [box, around, card] = await Promise.all([target.boundingBox(), ring.boundingBox(), tour.boundingBox()]);
        expect(box && around && card).toBeTruthy();
        expect(around!.x).toBeLessThanOrEqual(box!.x);
        expect(around!.y).toBeLessThanOrEqual(box!.y);
        expect(around!.x + around!.width).toBeGreaterThanOrEqual(Math.min(box!.x + box!.width, viewport.width));
        expect(around!.y + around!.height).toBeGreaterThanOrEqual(box!.y + box!.height);
        expect(around!.y).toBeGreaterThanOrEqual(0);
        expect(around!.y + around!.height).toBeLessThanOrEqual(viewport.height);
        const apart = card!.y >= around!.y + around!.height || card!.y + card!.height <= around!.y;
        expect(apart, `card ${JSON.stringify(card)} over ring ${JSON.stringify(around)}`).toBe(true);
      }).toPass({ timeout: 5000 });
      await expectNoAxeViolations(page, '[role="dialog"]');
      await tour.getByRole('button', { name: index < 2 ? 'Next' : 'Start playing' }).click();
    }
    await expect(tour).toBeHidden();
    await expect(ring).toHaveCount(0);
  });
});

test('after a deploy, a lazy page whose chunk is gone reloads the app onto the new build', async ({ page }) => {
  await openApp(page, '/');
  // Simulate a deploy under the open page: the search page's chunk of this build is gone, and
  // build.json names another build (whose files the reload then gets).
  let chunkGone = true;
  await page.route(/\/assets\/search-page-[\w-]+\.js$/, (route) => (chunkGone ? route.fulfill({ status: 404, body: '' }) : route.continue()));
  await page.route(/\/build\.json\?t=\d+$/, async (route) => {
    chunkGone = false;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ build: 'next-build' }) });
  });
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Search games' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/game\/search$/);
  await expect(page.getByRole('heading', { name: 'Search games' })).toBeVisible();
  await expect(page.getByText('Internal Server Error')).toBeHidden();
});

// Navigation journeys (issue 13): Android back closes the open sheet or dialog before it leaves
// the page; one back from search returns home; a guest who taps a game and signs up from the play
// sheet lands in the game (logging in from it: games.spec.ts; the password reset: auth.spec.ts;
// the 404 page: app-shell.spec.ts). Axe checks each.
import type { Locator, Page } from '@playwright/test';
import { expect, expectBackEntries, expectNoAxeViolations, openApp, PASSWORD, registerAccount, test, tileName, tiles } from './support';

/** Home, opened after /faq (so leaving home shows), with the header's login sheet open. */
async function loginSheetOnHome(page: Page): Promise<Locator> {
  await openApp(page, '/faq');
  await page.goto('/');
  await expect(page.locator('#cover')).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const sheet = page.getByRole('dialog', { name: 'Log in' });
  await expect(sheet).toBeVisible();
  return sheet;
}

test('back closes the login sheet first, then leaves the page; closing by its button leaves no extra entry', async ({ page }) => {
  const sheet = await loginSheetOnHome(page);
  await expectNoAxeViolations(page);
  await expectBackEntries(page, 1);
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  // Opened again and closed by its button: the next back leaves home at once.
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  await expectBackEntries(page, 0);
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
});

test.describe('a first sheet on a slow network', () => {
  // The service worker would fetch the chunk on the page's behalf once it controls the second load,
  // out of page.route's reach: this is the first visit's network.
  test.use({ serviceWorkers: 'block' });

  test('back pressed while the back stack is still loading stays on the page and closes the sheet once it arrives', async ({ page }) => {
    // The back stack's chunk held until the test lets it go: a slow network's first sheet.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route('**/assets/back-stack-*.js', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    const sheet = await loginSheetOnHome(page);
    await expect.poll(() => asked).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(sheet).toBeVisible();

    release();
    await expect(sheet).toBeHidden();
    await expectBackEntries(page, 0);
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
  });
});

test('switching from the login sheet to registration keeps one entry; back closes it', async ({ page }) => {
  await openApp(page, '/faq');
  await page.goto('/');
  await expect(page.locator('#cover')).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Create account' }).click();
  const register = page.getByRole('dialog', { name: 'Create account' });
  await expect(register).toBeVisible();
  await expectBackEntries(page, 1);
  await page.goBack();
  await expect(register).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
});

test('back closes a confirmation dialog, then leaves the page', async ({ page }) => {
  // Registers, loads the game or sends codes: long on a loaded machine.
  test.slow();
  await registerAccount(page);
  await page.goto('/member/self-limited');
  await expect(page.locator('#cover')).toBeHidden();
  const breaks = page.getByRole('region', { name: 'Take a break' });
  await breaks.getByTestId(/^restrict-/).first().click();
  const dialog = page.getByRole('dialog', { name: /^Take a break for/ });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await expectBackEntries(page, 1);
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/member\/self-limited$/);
  // Nothing was started: the break buttons are still there.
  await expect(breaks.getByTestId(/^restrict-/).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('search and See all are one history entry each: one back returns home', async ({ page }) => {
  await openApp(page, '/');
  await page.getByRole('link', { name: 'Search games' }).click();
  await expect(page).toHaveURL(/\/game\/search$/);
  // The page's chunk may still be on its way when the URL changes: axe checks the page, not the gap.
  await expect(page.getByRole('heading', { level: 1, name: 'Search games' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Search games' })).toBeVisible();
});

test('a guest who signs up from the play sheet lands in the game', async ({ page }) => {
  await openApp(page, '/');
  const tile = tiles(page, page.getByRole('main')).first();
  const name = await tileName(tile);
  await tile.getByRole('button', { name, exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Log in to play' });
  await expect(login.getByTestId('login-reason')).toHaveText('New here? Sign up for a ₱10.00 bonus, unlocked by your first deposit.');
  await login.getByRole('button', { name: 'Create account' }).click();
  const sheet = page.getByRole('dialog', { name: 'Sign up to play' });
  await sheet.getByRole('tab', { name: 'Account' }).click();
  await sheet.getByLabel('Account name').fill(`g${Date.now().toString().slice(-9)}`);
  await sheet.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await sheet.getByLabel('Confirm password').fill(PASSWORD);
  await sheet.getByRole('checkbox').check();
  await sheet.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/game\/start\?gameId=\d+$/);
});

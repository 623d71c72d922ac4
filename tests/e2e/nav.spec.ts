// Navigation journeys (issue 13): Android back closes the open sheet or dialog before it leaves
// the page; one back from search returns home; a guest who taps a game gets the login sheet with
// the reason and lands in the game; a phone player who reset the password logs in with phone and
// password while one-time-code login is on; the 404 page offers Home and Search. Axe checks each.
import type { Locator, Page } from '@playwright/test';
import { expect, expectBackEntries, expectNoAxeViolations, freshMobile, openApp, patchConfig, PASSWORD, registerAccount, smsCodeSentBy, test } from './support';

/** Game tiles (list items with a favourites heart); the first button opens the game. */
const tiles = (page: Page, scope: Page | Locator = page): Locator =>
  scope.getByRole('listitem').filter({ has: page.getByRole('button', { name: /favourites$/ }) });

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
  await expectNoAxeViolations(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Search games' })).toBeVisible();
});

test('a guest taps a game, gets the login sheet with the reason and bonus, logs in and is in the game', async ({ page }) => {
  // Registers, loads the game or sends codes: long on a loaded machine.
  test.slow();
  await openApp(page, '/');
  const tile = tiles(page, page.getByRole('main')).first();
  const name = (await tile.getByRole('button').first().innerText()).trim();
  await tile.getByRole('button', { name, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Log in to play' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('login-reason')).toHaveText('New here? Sign up and get a ₱10.00 bonus to play with.');
  await expectNoAxeViolations(page);

  await sheet.getByRole('tab', { name: 'Account' }).click();
  await sheet.getByLabel('Account name').fill('demo01');
  await sheet.getByLabel('Password', { exact: true }).fill('demo1234');
  await sheet.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/game\/start\?gameId=\d+$/);
  await expect(page.locator(`iframe[title="${name.replace(/"/g, '\\"')}"]`)).toBeVisible();
  // The sheet's entry was replaced by the game's, not stacked under it (no overlay marker left).
  await expectBackEntries(page, 0);
});

test('a guest who signs up from the play sheet lands in the game', async ({ page }) => {
  await openApp(page, '/');
  const tile = tiles(page, page.getByRole('main')).first();
  const name = (await tile.getByRole('button').first().innerText()).trim();
  await tile.getByRole('button', { name, exact: true }).click();
  await page.getByRole('dialog', { name: 'Log in to play' }).getByRole('button', { name: 'Create account' }).click();
  const sheet = page.getByRole('dialog', { name: 'Sign up to play' });
  await sheet.getByRole('tab', { name: 'Account' }).click();
  await sheet.getByLabel('Account name').fill(`g${Date.now().toString().slice(-9)}`);
  await sheet.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await sheet.getByLabel('Confirm password').fill(PASSWORD);
  await sheet.getByRole('checkbox').check();
  await sheet.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/game\/start\?gameId=\d+$/);
});

test('a phone player resets the password, then logs in with phone and password while code login is on', async ({ page, request }) => {
  // Registers, loads the game or sends codes: long on a loaded machine.
  test.slow();
  const mobile = freshMobile();
  await openApp(page);
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const register = page.getByRole('dialog', { name: 'Create account' });
  await register.getByRole('tab', { name: 'Phone' }).click();
  await register.getByLabel('Mobile number').fill(mobile);
  const code = await smsCodeSentBy(request, mobile, () => register.getByRole('button', { name: 'Send code' }).click());
  await register.getByLabel('Verification code').fill(code);
  await register.getByLabel('Password', { exact: true }).fill('first-pass1');
  await register.getByRole('checkbox').check();
  await register.getByRole('button', { name: 'Sign up' }).click();
  await expect(register).toBeHidden();
  // Greeted by a name the player has (the masked phone), never a generated one.
  await expect(page.getByText(`Hello, ${mobile.slice(0, 3)}•••${mobile.slice(-4)}!`)).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();

  await patchConfig(request, { smsCodeInterval: 0 });
  try {
    await openApp(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
    const forget = page.getByRole('dialog', { name: 'Reset password' });
    await expect(forget.getByTestId('forget-no-phone')).toContainText('Customer service can recover your account');
    await forget.getByLabel('Mobile number').fill(mobile);
    await forget.getByRole('button', { name: 'Send code' }).click();
    // A wrong code is said on the code field.
    await forget.getByLabel('Verification code').fill('000000');
    await forget.getByLabel('New password').fill('second-pass2');
    await forget.getByLabel('Confirm password').fill('second-pass2');
    await forget.getByRole('button', { name: 'Reset password' }).click();
    const codeField = forget.getByLabel('Verification code');
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(codeField).toHaveAccessibleDescription(/The code is wrong or has expired/);
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expectNoAxeViolations(page);

    const resetCode = await smsCodeSentBy(request, mobile, () => forget.getByRole('button', { name: 'Send code' }).click());
    await codeField.fill(resetCode);
    await forget.getByRole('button', { name: 'Reset password' }).click();
  } finally {
    await patchConfig(request, { smsCodeInterval: 60 });
  }
  await expect(page.getByText('Log in with your mobile number and new password')).toBeVisible();
  // The login sheet opens on the phone tab's password mode with the number filled in.
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByLabel('Mobile number')).toHaveValue(mobile);
  await login.getByLabel('Password', { exact: true }).fill('second-pass2');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(page.getByRole('banner').getByText('₱10.00')).toBeVisible();
});

test('the 404 page shows no raw path and offers Home and Search', async ({ page }) => {
  const response = await page.goto('/vip/level');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/vip/level')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Search games' }).click();
  await expect(page).toHaveURL(/\/game\/search$/);
  await page.goto('/no/such/page');
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

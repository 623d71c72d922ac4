// Responsible-gaming journeys (issue 8): a daily deposit limit stops a deposit with what is left
// and when it resets; the reality check appears during real-money play and leads to the history;
// a player who self-excludes for 6 months cannot log in, is told until when, and can still take
// the balance out. Axe checks each screen.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openApp, PASSWORD, registerAccount, SANDBOX_URL, test } from './support';

async function openLimits(page: Page): Promise<void> {
  await openApp(page, '/member/self-limited');
  await expect(page.getByRole('heading', { name: 'Responsible gaming', level: 1 })).toBeVisible();
  await expect(page.getByTestId('limit-deposit-day')).toBeVisible();
}

test('a daily deposit limit stops a deposit past it, saying what is left and when it resets', async ({ page }) => {
  await registerAccount(page);
  await openLimits(page);
  await expectNoAxeViolations(page);
  const daily = page.getByTestId('limit-deposit-day');
  await daily.getByLabel('Daily limit (₱)').fill('0.5');
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect(daily.getByText('Enter an amount of at least ₱1.00, like 500')).toBeVisible();
  await daily.getByLabel('Daily limit (₱)').fill('300');
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('limit-deposit-day').getByRole('status')).toHaveText('Your new limit works from now.');
  await expect(page.getByTestId('limit-deposit-day')).toContainText('₱0.00 of ₱300.00 · ₱300.00 left');

  // Raising it waits 24 hours, and says from when.
  await page.getByTestId('limit-deposit-day').getByLabel('Daily limit (₱)').fill('1000');
  await page.getByTestId('limit-deposit-day').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('limit-deposit-day').getByRole('status')).toContainText('For your protection this change starts on');
  await expect(page.getByTestId('limit-deposit-day').getByTestId('limit-pending')).toContainText('Changes to ₱1,000.00 on');
  await expectNoAxeViolations(page);

  // The deposit form knows the limit: the ₱500 chip is off with why, and a typed ₱500 is refused before any order.
  await openApp(page, '/wallets?name=deposit');
  await expect(page.getByTestId('own-limit')).toContainText('Your deposit limit: ₱300.00 left today.');
  await expect(page.getByRole('button', { name: /^₱500\.00/ })).toBeDisabled();
  await page.getByLabel('Other amount (₱)').fill('500');
  await page.getByRole('button', { name: 'Pay ₱500.00' }).click();
  await expect(page.getByText('Your deposit limit leaves ₱300.00 today.')).toBeVisible();
  await expect(page).toHaveURL(/\/wallets\?name=deposit/);
});

test('the reality check appears during play with the time played, and leads to the history', async ({ page }) => {
  await registerAccount(page);
  await openLimits(page);
  await page.getByRole('button', { name: 'Every 30 min' }).click();
  await expect(page.getByRole('button', { name: 'Every 30 min' })).toHaveAttribute('aria-pressed', 'true');

  // The page's clock is Playwright's from here on, so half an hour of play takes no real time.
  await page.clock.install();
  await openApp(page, '/game/start?gameId=1001');
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('button', { name: 'SPIN' })).toBeEnabled();
  await expect(page.getByRole('dialog', { name: 'Reality check' })).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  // A minute at a time; once the reminder shows, time stands still (a jump would time out the
  // call fetching the session's result).
  for (let minute = 1; minute <= 32; minute++) {
    await page.clock.fastForward(60_000);
    if (minute === 10) await expect(dialog).toHaveCount(0);
    if (minute < 29) continue;
    if (await dialog.waitFor({ timeout: 1000 }).then(() => true, () => false)) break;
  }
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('reality-played')).toHaveText(/^You have played for 3\d min this session\.$/);
  await expect(dialog.getByTestId('reality-net')).toHaveText('Net result: even.');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'See my history' }).click();
  await expect(page).toHaveURL(/\/member\/report$/);
});

test('a player self-excludes for 6 months: no login, told until when, and the balance can still be paid out', async ({ page, request }) => {
  const account = await registerAccount(page);
  expect((await request.post(`${SANDBOX_URL}/sandbox/dev/credit`, { data: { account, amount: 100_000 } })).ok()).toBe(true);
  // A receiving account for the payout.
  await openApp(page, '/wallets/card/edit');
  await page.getByLabel('Bank or e-wallet').selectOption({ label: 'GCash' });
  await page.getByLabel('Mobile number (09XXXXXXXXX)').fill('09171234567');
  await page.getByLabel('Account holder name').fill('Juan Dela Cruz');
  await page.getByLabel('Login password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).not.toHaveURL(/card\/edit/);

  await openLimits(page);
  await page.getByTestId('restrict-6m').click();
  const confirm = page.getByRole('dialog', { name: 'Exclude yourself for 6 months?' });
  await expect(confirm).toContainText('You will be logged out on every device now and cannot log in for 6 months.');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await confirm.getByRole('button', { name: 'Yes, start now' }).click();
  await expect(confirm.getByText('Enter your password to confirm')).toBeVisible();
  await confirm.getByLabel('Your login password').fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Yes, start now' }).click();
  const started = page.getByTestId('restriction-started');
  await expect(started).toContainText('Done. You can play again on');
  const until = (await started.innerText()).replace(/^Done\. You can play again on (.+)\. Take care of yourself\.$/, '$1');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveCount(0);

  await openApp(page, '/auth/login?type=account');
  await page.getByLabel('Account name').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert').first()).toHaveText(`You have excluded yourself from play until ${until}. You cannot log in, deposit or play until then.`);
  const offer = page.getByTestId('payout-offer');
  await expect(offer).toContainText('You can still take out your balance of ₱1,000.00.');
  await expectNoAxeViolations(page);
  await offer.getByRole('button', { name: 'Pay out ₱1,000.00' }).click();
  await expect(page.getByTestId('payout-done')).toContainText('₱1,000.00 is on its way to GCash ••••4567');
  // Still not logged in.
  await openApp(page, '/');
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveCount(0);
});

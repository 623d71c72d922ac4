// Wallet journeys (issue 7, deposits): a new player deposits through the stand-in GCash page and
// sees the credit with its bonus, the balance and the minimum rising after the first deposit; a
// cancelled payment charges nothing. Accessibility is checked with axe on each wallet screen.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, freshAccount, openApp, test } from './support';

const PASSWORD = 'secret99';

async function registerAccount(page: Page): Promise<void> {
  await openApp(page, '/auth/register');
  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByLabel('Account name').fill(freshAccount());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('₱10.00');
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`)).toEqual([]);
}

test('a new player deposits through GCash, gets the bonus, and the minimum rises after the first deposit', async ({ page }) => {
  await registerAccount(page);
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/wallets\?name=deposit&back=1$/);
  await expect(page.getByRole('radio', { name: 'GCash' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('deposit-limits')).toHaveText('From ₱100.00 to ₱50,000.00 per deposit · ₱100,000.00 left today');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /^₱500\.00/ }).click();
  await page.getByRole('button', { name: 'Pay ₱500.00' }).click();

  // The stand-in provider's page, outside the app.
  await expect(page).toHaveURL(/\/sandbox\/pay\/D[A-Z0-9]{15}\?t=/);
  await expect(page.getByRole('heading', { name: 'GCash' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₱500.00' }).click();

  await expect(page).toHaveURL(/\/wallets\/deposit\/result\?orderNo=D[A-Z0-9]{15}$/);
  await expect(page.getByTestId('deposit-paid')).toContainText('₱500.00 was added to your balance.');
  await expect(page.getByTestId('deposit-paid')).toContainText('Bonus: ₱25.00.');
  await expectNoAxeViolations(page);

  // ₱10.00 sign-up + ₱500.00 + ₱25.00 bonus.
  await page.getByRole('link', { name: 'Play now' }).click();
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('₱535.00');

  // After the first deposit the smallest deposit is ₱10,000.00: the small chips are gone.
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  await expect(page.getByTestId('deposit-limits')).toHaveText('From ₱10,000.00 to ₱50,000.00 per deposit · ₱99,500.00 left today');
  await expect(page.getByRole('button', { name: /^₱500\.00/ })).toHaveCount(0);
  await page.getByLabel('Other amount (₱)').fill('500');
  await page.getByRole('button', { name: 'Pay ₱500.00' }).click();
  await expect(page.getByText('The smallest deposit through GCash is ₱10,000.00.')).toBeVisible();
});

test('a cancelled payment charges nothing and the player can try again', async ({ page }) => {
  await registerAccount(page);
  await openApp(page, '/wallets?name=deposit');
  await page.getByRole('radio', { name: 'Maya' }).click();
  await page.getByLabel('Other amount (₱)').fill('250');
  await page.getByRole('button', { name: 'Pay ₱250.00' }).click();
  await expect(page.getByRole('heading', { name: 'Maya' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByTestId('deposit-cancelled')).toContainText('Nothing was charged.');
  await page.getByRole('link', { name: 'Deposit again' }).click();
  // The last channel used is not remembered for a cancelled order: GCash is the default again.
  await expect(page.getByRole('radio', { name: 'GCash' })).toHaveAttribute('aria-checked', 'true');
});

// Member centre journey (issue 8): the Account tab opens /member for a member (login for a
// guest), which shows the player, VIP progress, balance, identity status and shortcuts; a
// shortcut leads to its page; log out ends the session. Axe checks the page.
import { expect, expectNoAxeViolations, openApp, registerAccount, test } from './support';

test('the Account tab opens the member centre, whose shortcuts lead on, and log out lives there', async ({ page }) => {
  await openApp(page, '/member');
  await expect(page).toHaveURL(/\/auth\/login/);
  await registerAccount(page);

  await page.getByRole('navigation').getByRole('button', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/member$/);
  await expect(page.getByTestId('member-nickname')).toBeVisible();
  await expect(page.getByTestId('member-uid')).toHaveText(/^UID: \d+$/);
  await expect(page.getByTestId('member-vip')).toContainText('VIP 0');
  await expect(page.getByTestId('member-kyc')).toContainText('Identity not verified');
  await expect(page.getByRole('navigation').getByRole('button', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  // Profile: an avatar from the set and a nickname, shown back in the member centre.
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/member\/profile$/);
  await page.getByRole('radio', { name: 'Avatar 2' }).click();
  await expect(page.getByRole('radio', { name: 'Avatar 2' })).toHaveAttribute('aria-checked', 'true');
  await page.getByLabel('Nickname').fill('x');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Use 2 to 16 letters or numbers')).toBeVisible();
  await page.getByLabel('Nickname').fill('Lucky Ana');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Nickname saved')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goBack();
  await expect(page.getByTestId('member-nickname')).toHaveText('Lucky Ana');

  await page.getByRole('link', { name: 'Identity verification' }).click();
  await expect(page).toHaveURL(/\/member\/profile\/kyc$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/member$/);
  await page.getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/wallets\?name=withdraw$/);
  await page.goBack();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await openApp(page, '/');
  await page.getByRole('navigation').getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

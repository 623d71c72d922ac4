// A new player registers, logs out, logs in again and resets a forgotten password.
import { type Page } from '@playwright/test';
import { expect, freshAccount, freshMobile, openApp, patchConfig, smsCodeSentBy, test } from './support';

async function openAccountSheet(page: Page) {
  await page.getByRole('navigation').getByRole('button', { name: 'Account' }).click();
}

async function logOut(page: Page) {
  await openAccountSheet(page);
  await page.getByRole('button', { name: 'Log out' }).click();
}

test('register with account and password, log out, log in again', async ({ page }) => {
  const account = freshAccount();
  await openApp(page);
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const sheet = page.getByRole('dialog', { name: 'Create account' });
  await sheet.getByRole('tab', { name: 'Account' }).click();

  // Wrong input gets a clear message and nothing is sent.
  await sheet.getByLabel('Account name').fill('ab');
  await sheet.getByLabel('Password', { exact: true }).fill('123');
  await sheet.getByRole('button', { name: 'Sign up' }).click();
  await expect(sheet.getByText('Account name must be 6 to 16 characters')).toBeVisible();
  await expect(sheet.getByText('Password must be 6 to 20 characters')).toBeVisible();

  await sheet.getByLabel('Account name').fill(account);
  await sheet.getByLabel('Password', { exact: true }).fill('secret99');
  await sheet.getByLabel('Confirm password').fill('secret99');
  await sheet.getByRole('checkbox').check();
  await sheet.getByRole('button', { name: 'Sign up' }).click();

  await expect(sheet).toBeHidden();
  // The sign-up bonus (userRegisterCoin 1000 = 10.00) is the new balance.
  await expect(page.getByRole('banner').getByText('₱10.00')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();

  await logOut(page);
  // A remembered account lands on the account login.
  await expect(page).toHaveURL(/\/auth\/login\?type=account/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await expect(page.getByLabel('Account name')).toHaveValue(account);

  await page.getByLabel('Password', { exact: true }).fill('wrong-pass');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong account or password');

  await page.getByLabel('Password', { exact: true }).fill('secret99');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText('₱10.00')).toBeVisible();
});

test('register with phone and SMS code, reset a forgotten password, log in with it', async ({ page, request }) => {
  const mobile = freshMobile();
  await openApp(page);
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const sheet = page.getByRole('dialog', { name: 'Create account' });
  await sheet.getByRole('tab', { name: 'Phone' }).click();
  await sheet.getByLabel('Mobile number').fill(mobile);
  const code = await smsCodeSentBy(request, mobile, () => sheet.getByRole('button', { name: 'Send code' }).click());
  await expect(sheet.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  await sheet.getByLabel('Verification code').fill(code);
  await sheet.getByLabel('Password', { exact: true }).fill('first-pass1');
  await sheet.getByRole('checkbox').check();
  await sheet.getByRole('button', { name: 'Sign up' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('banner').getByText('₱10.00')).toBeVisible();
  await logOut(page);

  // Forgotten password: a code to the phone, a new password. The same number gets a second code
  // within the minute here, so the sandbox's resend interval is lifted for this step.
  await patchConfig(request, { smsCodeInterval: 0 });
  await page.goto('/auth/forget');
  await page.getByLabel('Mobile number').fill(mobile);
  const resetCode = await smsCodeSentBy(request, mobile, () => page.getByRole('button', { name: 'Send code' }).click());
  await page.getByLabel('Verification code').fill(resetCode);
  await page.getByLabel('New password').fill('second-pass2');
  await page.getByLabel('Confirm password').fill('second-pass2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await patchConfig(request, { smsCodeInterval: 60 });

  // Phone and password login (phoneNoOtp) proves the new password works and the old one does not.
  await patchConfig(request, { otpStatus: 0 });
  try {
    await openApp(page, '/auth/login');
    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill('first-pass1');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Wrong account or password');
    await page.getByLabel('Password', { exact: true }).fill('second-pass2');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('banner').getByText('₱10.00')).toBeVisible();
  } finally {
    await patchConfig(request, { otpStatus: 1 });
  }
});

test('log in with a one-time SMS code', async ({ page, request }) => {
  const mobile = freshMobile();
  await openApp(page, '/auth/login');
  await page.getByRole('tab', { name: 'Phone' }).click();
  await page.getByLabel('Mobile number').fill(mobile);
  const code = await smsCodeSentBy(request, mobile, () => page.getByRole('button', { name: 'Send code' }).click());
  // A complete code submits by itself (no tap on Log in).
  await page.getByLabel('Verification code').fill(code);
  // registerType includes phone, so a new number is registered and logged in.
  await expect(page.getByRole('banner').getByText('₱10.00')).toBeVisible();
});

test('login, register and forget modals are mutually exclusive', async ({ page }) => {
  await openApp(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset password' })).toBeVisible();
  await expect(login).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

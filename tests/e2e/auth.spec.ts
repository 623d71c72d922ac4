// A new player registers, logs out (asked once, then home), logs in again and resets a forgotten password (with axe on
// the reset sheet's error state).
import { expect, expectNoAxeViolations, freshAccount, freshMobile, logOutFromMember, openApp, SANDBOX_URL, smsCodeSentBy, test } from './support';

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
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('₱0.00');
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();

  // Log out asks once and lands on home (docs/decisions.md).
  await logOutFromMember(page);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  // A remembered account: the login sheet opens on the account tab with the name filled in.
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await expect(login.getByLabel('Account name')).toHaveValue(account);

  await login.getByLabel('Password', { exact: true }).fill('wrong-pass');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login.getByRole('alert')).toContainText('Wrong account or password');

  await login.getByLabel('Password', { exact: true }).fill('secret99');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('₱0.00');
});

test('register with phone and SMS code, reset a forgotten password from the login sheet, log in with phone and password while code login is on', async ({ page, request, lane }) => {
  // Registers and sends three codes: long on a loaded machine.
  test.slow();
  const mobile = freshMobile();
  await openApp(page);
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const register = page.getByRole('dialog', { name: 'Create account' });
  await register.getByRole('tab', { name: 'Phone' }).click();
  await register.getByLabel('Mobile number').fill(mobile);
  const code = await smsCodeSentBy(request, mobile, () => register.getByRole('button', { name: 'Send code' }).click());
  await expect(register.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  await register.getByLabel('Verification code').fill(code);
  await register.getByLabel('Password', { exact: true }).fill('first-pass1');
  await register.getByRole('checkbox').check();
  await register.getByRole('button', { name: 'Sign up' }).click();
  await expect(register).toBeHidden();
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('₱0.00');
  // Greeted by a name the player has (the masked phone), never a generated one.
  await expect(page.getByText(`Hello, ${mobile.slice(0, 3)}•••${mobile.slice(-4)}!`)).toBeVisible();
  await logOutFromMember(page);

  // Forgotten password: a code to the phone, a new password. The same number gets more codes
  // within the minute here, so the sandbox's resend interval is lifted.
  await lane.patchConfig({ smsCodeInterval: 0 });
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
  await expect(page.getByText('Your password has been changed. Log in with your mobile number and new password')).toBeVisible();

  // The login sheet opens on the phone tab's password mode with the number filled in (phone and
  // password while one-time-code login is on): the old password no longer works, the new one does.
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByLabel('Mobile number')).toHaveValue(mobile);
  await login.getByLabel('Password', { exact: true }).fill('first-pass1');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login.getByRole('alert')).toContainText('Wrong account or password');
  await login.getByLabel('Password', { exact: true }).fill('second-pass2');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('₱0.00');
});

test('a new phone signs in by code: it meets the barred-groups declaration, ticks it and is logged in with the same code', async ({ page, request }) => {
  const mobile = freshMobile();
  await openApp(page, '/auth/login');
  await page.getByRole('tab', { name: 'Phone' }).click();
  await page.getByLabel('Mobile number').fill(mobile);
  const code = await smsCodeSentBy(request, mobile, () => page.getByRole('button', { name: 'Send code' }).click());
  // A complete code submits by itself (no tap on Log in).
  await page.getByLabel('Verification code').fill(code);
  // registerType includes phone, so a new number is registered: after spec section 1's declaration.
  const step = page.getByRole('heading', { name: 'One more step to create your account' });
  await expect(step).toBeFocused();
  await expect(page.locator('#declaration-barred li')).toHaveCount(6);
  const box = page.getByRole('checkbox', { name: /I am not in any of these groups/ });
  // The box's line is its label: a tap target of at least 44 px.
  expect((await page.locator('label', { has: box }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectNoAxeViolations(page);
  // Back closes the step first: the form again, with the code still typed.
  await page.goBack();
  await expect(step).toBeHidden();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByLabel('Verification code')).toHaveValue(code);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(step).toBeFocused();
  await box.check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('₱0.00');
  // The same code did it: one SMS.
  const outbox = (await (await request.get(`${SANDBOX_URL}/sandbox/dev/sms-outbox?mobile=${mobile}`)).json()) as { messages: unknown[] };
  expect(outbox.messages).toHaveLength(1);
});

test('in the login sheet, Back closes the declaration step first and the sheet stays', async ({ page, request }) => {
  const mobile = freshMobile();
  await openApp(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('tab', { name: 'Phone' }).click();
  await login.getByLabel('Mobile number').fill(mobile);
  const code = await smsCodeSentBy(request, mobile, () => login.getByRole('button', { name: 'Send code' }).click());
  await login.getByLabel('Verification code').fill(code);
  const step = login.getByRole('heading', { name: 'One more step to create your account' });
  await expect(step).toBeFocused();
  await page.goBack();
  await expect(step).toBeHidden();
  await expect(login.getByLabel('Verification code')).toHaveValue(code);
  await page.goBack();
  await expect(login).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
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

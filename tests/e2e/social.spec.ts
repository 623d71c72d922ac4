// Social login through the sandbox's stand-in identity provider: the SDK loads only on tap.
import { declareEligibility, expect, freshMobile, logOutFromMember, openApp, smsCodeSentBy, test } from './support';

test('log in with Facebook; the SDK loads only when the player taps the button', async ({ page }) => {
  const sdkRequests: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/sandbox/idp/')) sdkRequests.push(req.url());
  });
  await openApp(page, '/auth/login');
  expect(sdkRequests).toEqual([]);

  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  const popup = await popupPromise;
  await popup.getByLabel(/name/i).first().fill('Maria Santos');
  await popup.getByRole('button', { name: 'Continue' }).click();
  // A new identity: the barred-groups declaration in the login page, then the same token again.
  await declareEligibility(page);

  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('₱0.00');
  expect(sdkRequests.some((url) => url.includes('/sandbox/idp/facebook/sdk.js'))).toBe(true);

  await page.getByRole('navigation').getByRole('button', { name: 'Account' }).click();
  await expect(page.getByText('Maria Santos').first()).toBeVisible();
  await logOutFromMember(page);
  // Logging out also logs out of the provider: the SDK reports no session any more. The provider's
  // logout follows ours in the background (session.ts, at most LOGOUT_TIMEOUT_MS = 3 s), so ask until it has.
  await expect
    .poll(
      () =>
        page.evaluate(
          () => new Promise<string>((resolve) => (window as unknown as { FB?: { getLoginStatus(cb: (r: { status: string }) => void): void } }).FB?.getLoginStatus((r) => resolve(r.status)) ?? resolve('no-sdk')),
        ),
      { timeout: 10_000 },
    )
    .not.toBe('connected');
});

test('log in with Google', async ({ page }) => {
  await openApp(page, '/auth/login');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: 'Continue' }).click();
  await declareEligibility(page);
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('₱0.00');
});

test('sign up with LINE (full-page redirect): the declaration step shows after the return and resends its token', async ({ page }) => {
  await openApp(page, '/auth/login');
  await page.getByRole('button', { name: 'Continue with LINE' }).click();
  await expect(page).toHaveURL(/\/sandbox\/idp\/authorize/);
  const lineLogins: unknown[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/app/v1/lineLogin')) lineLogins.push(req.postDataJSON());
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  // Back on the login page with a new identity: the step, in the page, its heading focused.
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('heading', { name: 'One more step to create your account' })).toBeFocused();
  await declareEligibility(page);
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('₱0.00');
  expect(lineLogins).toHaveLength(2);
  const [first, second] = lineLogins as { accessToken: string; eligibilityDeclared?: number }[];
  expect(first!.eligibilityDeclared).toBeUndefined();
  expect(second).toMatchObject({ accessToken: first!.accessToken, eligibilityDeclared: 1 });
});

test('a social player sets a password and binds a phone, then logs in with phone and password', async ({ page, request, lane }) => {
  await openApp(page, '/auth/login');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: 'Continue' }).click();
  await declareEligibility(page);
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('₱0.00');

  // Set a password (initPassword): offered because a social sign-up has none.
  await page.getByRole('navigation').getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Set a password' }).click();
  await expect(page).toHaveURL(/\/auth\/set-password$/);
  await page.getByLabel('Password', { exact: true }).fill('social-pass1');
  await page.getByLabel('Confirm password').fill('social-pass1');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been saved').first()).toBeVisible();

  // Bind a phone (bindAccount) with a one-time code.
  const mobile = freshMobile();
  await page.goto('/auth/bind');
  await page.getByLabel('Mobile number').fill(mobile);
  const code = await smsCodeSentBy(request, mobile, () => page.getByRole('button', { name: 'Send code' }).click());
  // A complete code submits by itself.
  await page.getByLabel('Verification code').fill(code);
  await expect(page.getByText('Your mobile number is linked').first()).toBeVisible();

  // Log out, then log in with that phone and password (phoneNoOtp).
  await openApp(page, '/');
  await logOutFromMember(page);
  // One-time-code login off (phoneNoOtp): the phone tab asks for the password.
  await lane.patchConfig({ otpStatus: 0 });
  await openApp(page, '/auth/login');
  await page.getByRole('tab', { name: 'Phone' }).click();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill('social-pass1');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('₱0.00');
});

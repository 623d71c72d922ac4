// Session rules: a 401 on a non-public call logs the player out; a logout in another tab too;
// a slow call shows the timeout tip.
import { expect, freshMobile, logOutFromMember, openApp, registerAccount, smsCodeSentBy, test } from './support';

test('a 401 on a non-public call clears the session and lands on login', async ({ page, request }) => {
  await registerAccount(page);
  // Binding a phone is a non-public call: its 401 must log the player out. The session is revoked
  // once the bind form is open, since the Account page on the way makes calls of its own (the
  // notices' unread count) whose 401 would log out first. (In-app navigation: a reload would
  // already clear the session through pre-login.)
  await page.getByRole('navigation').getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Bind your mobile number' }).click();
  await expect(page).toHaveURL(/\/auth\/bind$/);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  // The operator revokes the session (as a password reset elsewhere would).
  const revoke = await request.post('/app/v1/logout', { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(revoke.ok()).toBe(true);

  const mobile = freshMobile();
  await page.getByLabel('Mobile number').fill(mobile);
  const code = await smsCodeSentBy(request, mobile, () => page.getByRole('button', { name: 'Send code' }).click());
  // A complete code submits by itself.
  await page.getByLabel('Verification code').fill(code);

  await expect(page).toHaveURL(/\/auth\/login\?type=account/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('logging out in one tab logs the other tab out', async ({ page, context }) => {
  await registerAccount(page);
  const other = await context.newPage();
  await openApp(other, '/');
  await expect(other.getByRole('banner').getByTestId('balance')).toHaveText('₱0.00');

  await logOutFromMember(page);

  // The other tab's session ended by itself: it goes to login (spec section 4).
  await expect(other).toHaveURL(/\/auth\/login\?type=account/);
  expect(await other.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await other.goto('/');
  await expect(other.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
});

test('a call slower than the timeout shows the Tips dialog', async ({ page }) => {
  // The page's timers under the test's hand: the client's 10 s timeout is run through, not waited for.
  await page.clock.install();
  await registerAccount(page);
  // The balance refresh gets no answer until the test ends.
  let asked!: () => void;
  const refreshAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/app/v1/refreshData', () => asked());
  await page.getByRole('button', { name: 'Refresh balance' }).first().click();
  await refreshAsked;
  await page.clock.runFor(10_500);
  const tips = page.getByRole('dialog', { name: 'Tips' });
  await expect(tips).toBeVisible();
  await expect(tips).toContainText('The request has timed out, please try again later');
});

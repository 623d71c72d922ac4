// Bonus centre journey (issue 22): a new player's ₱10 sign-up bonus waits for a first deposit (the
// Rewards tab says so and links to deposit), a paid deposit locks it with its turnover (how much
// more play unlocks it), the reward record lists it, and Promotions lists the running promotions.
import { expect, expectNoAxeViolations, registerAccount, SANDBOX_URL, test } from './support';

test('a new player sees the sign-up bonus wait for a deposit, then locked by its turnover, and in the reward record', async ({ page, request }) => {
  const account = await registerAccount(page);
  const mainNav = page.getByRole('navigation', { name: /main/i });
  await mainNav.getByRole('button', { name: 'Rewards' }).click();
  await expect(page).toHaveURL(/\/bonus\/reward$/);
  await expect(page.getByRole('navigation', { name: 'Bonus centre' }).getByRole('link', { name: 'My bonus' })).toHaveAttribute('aria-current', 'page');
  const held = page.getByTestId('held-reward');
  await expect(held).toHaveCount(1);
  await expect(held).toContainText('Sign-up bonus₱10.00Unlocks with your first deposit');
  await expect(page.getByTestId('bonus-summary')).toContainText('₱10.00 of free bonus waits for your first deposit.');
  await expectNoAxeViolations(page);

  // A paid ₱500 deposit through the stand-in provider (the deposit journey covers its pages).
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const placed = await request.post('/app/v1/recharge', { headers: { authorization: `Bearer ${token}` }, data: { typeId: 1, amount: 50_000, requestId: `bonus-${account}`, platform: 0, clientReferrer: '' } });
  const orderNo = ((await placed.json()) as { order: { orderNo: string } }).order.orderNo;
  expect((await request.post(`${SANDBOX_URL}/sandbox/dev/deposits/${orderNo}/pay`)).ok()).toBe(true);

  await page.reload();
  const signUp = page.getByTestId('held-reward').filter({ hasText: 'Sign-up bonus' });
  await expect(signUp).toContainText('Bet ₱200.00 more to unlock · ₱0.00 of ₱200.00 bet');
  await expect(page.getByTestId('bonus-summary')).toContainText('Bet');

  await page.getByRole('navigation', { name: 'Bonus centre' }).getByRole('link', { name: 'Record' }).click();
  await expect(page).toHaveURL(/\/bonus\/record$/);
  await expect(page.getByTestId('reward-row').filter({ hasText: 'Sign-up bonus' })).toContainText('Locked');

  await mainNav.getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/bonus\/event$/);
  await expect(page.getByTestId('promotion').first()).toBeVisible();
});

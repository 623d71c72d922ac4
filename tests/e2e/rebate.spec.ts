// Bet rebate journey (issue 22): a player reaches VIP 1 by play (₱1,000 of real bets through the
// game's own API, as vip.spec.ts does), opens the Rebate tab of the VIP section, sees ₱3.00 due
// on slots (0.30%) with what VIP 2 would pay, claims it once (the reward modal says it is bonus
// money), and finds the claim in the rebate record, under the same tab. The pages with data pass
// the layout check at 320 px in English and Filipino, and axe.
import { expect, expectGoodLayout, expectNoAxeViolations, expectSettled, openApp, registerPlayer, SANDBOX_URL, test } from './support';

test('a VIP sees the bet rebate of their play, claims it once and finds it in the record', async ({ page, request, context, baseURL }) => {
  const { token } = await registerPlayer(page, { credit: 200_000 });
  const started = await request.post('/app/v1/startGame', { headers: { authorization: `Bearer ${token}` }, data: { gameId: 1001, tryIt: 0, platform: 0, clientReferrer: '' } });
  const session = new URL(((await started.json()) as { url: string }).url, 'http://x').searchParams.get('session');
  // 20 spins of ₱50: ₱1,000 of bets, VIP 1's threshold.
  for (let i = 0; i < 20; i++) expect((await request.post(`${SANDBOX_URL}/sandbox/games/api/spin`, { data: { session, bet: 5000 } })).ok()).toBe(true);

  await page.setViewportSize({ width: 320, height: 640 });
  await openApp(page, '/vip');
  const tabs = page.getByRole('navigation', { name: 'VIP centre' });
  await expect(tabs.getByRole('link', { name: 'VIP' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Rebate' }).click();
  await expect(page).toHaveURL(/\/vip\/rebate$/);
  await expect(tabs.getByRole('link', { name: 'Rebate' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('rebate-total-amount')).toHaveText('₱3.00');
  await expect(page.getByTestId('rebate-next')).toHaveText('At VIP 2 these bets would pay ₱4.00. Bet ₱1,200.00 more to reach VIP 2.');
  const slots = page.getByTestId('rebate-type').filter({ hasText: 'Slots' });
  await expect(slots).toContainText('₱1,000.00 of bets × 0.30%₱3.00');
  await expect(page.getByTestId('rebate-rates').locator('tr[aria-current="true"]')).toContainText('VIP 1You0.30%');
  await expectSettled(page);
  await expectGoodLayout(page, 'en /vip/rebate with a rebate due @320 px');
  await expectNoAxeViolations(page);

  // A double tap claims once; the modal says what came and that it is bonus money.
  await slots.getByRole('button', { name: 'Claim' }).dblclick();
  const reward = page.getByTestId('reward-modal');
  await expect(reward).toContainText('₱3.00 in coins');
  await expect(reward).toContainText('Bonus money: play it through to withdraw it.');
  await expect(async () => {
    await reward.click();
    await expect(reward).toBeHidden({ timeout: 1000 });
  }).toPass();
  await expect(slots.getByRole('button')).toHaveText('Nothing yet');
  await expect(page.getByTestId('rebate-total-amount')).toHaveText('₱0.00');

  // The record: the claim, under the same tab.
  await page.getByTestId('rebate-record-link').click();
  await expect(page).toHaveURL(/\/vip\/rebate\/record$/);
  await expect(tabs.getByRole('link', { name: 'Rebate' })).toHaveAttribute('aria-current', 'page');
  const rows = page.getByTestId('rebate-record-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Slots+₱3.00₱1,000.00 of bets × 0.30% at VIP 1');
  await expectSettled(page);
  await expectGoodLayout(page, 'en /vip/rebate/record with a claim @320 px');

  // The same pages in Filipino, with a rebate due again (₱500 more of bets).
  for (let i = 0; i < 10; i++) expect((await request.post(`${SANDBOX_URL}/sandbox/games/api/spin`, { data: { session, bet: 5000 } })).ok()).toBe(true);
  await context.addCookies([{ name: 'locale', value: 'fil', url: baseURL! }]);
  await openApp(page, '/vip/rebate');
  await expect(page.getByRole('navigation', { name: 'Sentro ng VIP' }).getByRole('link', { name: 'Mga level' })).toBeVisible();
  await expect(page.getByTestId('rebate-total-amount')).toHaveText('₱1.50');
  await expectSettled(page);
  await expectGoodLayout(page, 'fil /vip/rebate with a rebate due @320 px');
  await openApp(page, '/vip/rebate/record');
  await expect(page.getByTestId('rebate-record-row')).toHaveCount(1);
  await expectSettled(page);
  await expectGoodLayout(page, 'fil /vip/rebate/record with a claim @320 px');
});

// VIP journey (issue 22): a player reaches VIP 1 by play (₱1,000 of real bets through the game's
// own API), sees the red dot and the level on the member page, claims the level-up reward and
// today's award on /vip (each once, with the reward modal saying it is bonus money) and the bet
// rebate of that play, and the withdraw page explains what the turnover still holds. Axe checks
// the VIP page.
import { expect, expectNoAxeViolations, openApp, registerPlayer, SANDBOX_URL, test } from './support';

test('a player reaches VIP 1 by play, claims the level-up reward and the daily award, and sees them held by turnover', async ({ page, request }) => {
  const { token } = await registerPlayer(page, { credit: 200_000 });
  const started = await request.post('/app/v1/startGame', { headers: { authorization: `Bearer ${token}` }, data: { gameId: 1001, tryIt: 0, platform: 0, clientReferrer: '' } });
  const session = new URL(((await started.json()) as { url: string }).url, 'http://x').searchParams.get('session');
  // 20 spins of ₱50: ₱1,000 of bets, VIP 1's threshold.
  for (let i = 0; i < 20; i++) {
    const spin = await request.post(`${SANDBOX_URL}/sandbox/games/api/spin`, { data: { session, bet: 5000 } });
    expect(spin.ok()).toBe(true);
  }

  await openApp(page, '/member');
  await expect(page.getByTestId('member-vip')).toContainText('VIP 1');
  await expect(page.getByRole('navigation', { name: /main/i }).getByTestId('red-dot-mail-vip-task-fund-agent')).toBeVisible();
  await page.getByRole('link', { name: /VIP rewards/ }).click();
  await expect(page).toHaveURL(/\/vip$/);
  await expect(page.getByTestId('vip-progress')).toHaveText('Bet ₱1,200.00 more to reach VIP 2');
  await expectNoAxeViolations(page);

  // The level-up reward: a double tap claims once; the modal says what came and that it is bonus.
  const level1 = page.getByTestId('vip-level').first();
  await level1.getByRole('button', { name: 'Claim' }).dblclick();
  const reward = page.getByTestId('reward-modal');
  await expect(reward).toContainText('₱10.00 in coins');
  await expect(reward).toContainText('Bonus money: play it through to withdraw it.');
  await expect(async () => {
    await reward.click();
    await expect(reward).toBeHidden({ timeout: 1000 });
  }).toPass();
  await expect(level1.getByRole('button')).toHaveText('Claimed');

  // Today's award, then the day's state.
  const daily = page.getByTestId('vip-daily');
  await daily.getByRole('button', { name: 'Claim' }).click();
  await expect(reward).toContainText('₱5.00 in coins');
  await expect(async () => {
    await reward.click();
    await expect(reward).toBeHidden({ timeout: 1000 });
  }).toPass();
  await expect(daily).toContainText('Claimed today. Come back tomorrow (Manila time).');

  // The bet rebate of that play (₱3.00) keeps the VIP dot on until it is claimed too (rebate.spec.ts).
  await page.getByRole('navigation', { name: 'VIP centre' }).getByRole('link', { name: 'Rebate' }).click();
  await page.getByRole('button', { name: 'Claim all' }).click();
  await expect(reward).toContainText('₱3.00 in coins');
  await expect(async () => {
    await reward.click();
    await expect(reward).toBeHidden({ timeout: 1000 });
  }).toPass();
  await expect(page.getByRole('navigation', { name: /main/i }).getByTestId('red-dot-mail-vip-task-fund-agent')).toHaveCount(0);

  // The withdraw page: the ₱18 of VIP rewards and rebate stays until it is bet once.
  await openApp(page, '/wallets?name=withdraw');
  await expect(page.getByTestId('withdraw-holds')).toContainText('₱18.00 of bonus money stays in your balance until you bet ₱18.00 more');
});

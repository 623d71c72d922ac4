// Tasks journey (issue 22): a new player deposits (the deposit task is done), plays ₱100 through
// the game's own API (the bet task is done), opens the tasks from the member centre behind its
// red dot, claims the bet task once (the reward modal says it is bonus money) and follows a
// visit task to the VIP page, which makes it claimable. Axe checks the tasks page.
import { expect, expectNoAxeViolations, openApp, registerAccount, SANDBOX_URL, test } from './support';

test('a player completes tasks by depositing, playing and visiting, and claims them once', async ({ page, request }) => {
  const account = await registerAccount(page);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const auth = { authorization: `Bearer ${token}` };
  const fields = { platform: 0, clientReferrer: '' };
  // A paid ₱500 deposit through the stand-in provider (the deposit journey covers its pages).
  const placed = await request.post('/app/v1/recharge', { headers: auth, data: { typeId: 1, amount: 50_000, requestId: `task-${account}`, ...fields } });
  const orderNo = ((await placed.json()) as { order: { orderNo: string } }).order.orderNo;
  expect((await request.post(`${SANDBOX_URL}/sandbox/dev/deposits/${orderNo}/pay`)).ok()).toBe(true);
  // Two ₱50 spins: the daily ₱100 bet task.
  const started = await request.post('/app/v1/startGame', { headers: auth, data: { gameId: 1001, tryIt: 0, ...fields } });
  const session = new URL(((await started.json()) as { url: string }).url, 'http://x').searchParams.get('session');
  for (let i = 0; i < 2; i++) expect((await request.post(`${SANDBOX_URL}/sandbox/games/api/spin`, { data: { session, bet: 5000 } })).ok()).toBe(true);

  await openApp(page, '/member');
  await expect(page.getByRole('navigation', { name: /main/i }).getByTestId('red-dot-mail-vip-task-fund-agent')).toBeVisible();
  await page.getByRole('link', { name: /^Tasks/ }).click();
  await expect(page).toHaveURL(/\/bonus\/tasks$/);
  const tasks = page.getByTestId('task');
  await expect(tasks.nth(0)).toContainText('Bet ₱100.00 today₱100.00 of ₱100.00');
  await expect(tasks.nth(2)).toContainText('Deposit ₱100.00 today₱100.00 of ₱100.00');
  await expectNoAxeViolations(page);

  await tasks.nth(0).getByRole('button', { name: 'Claim' }).dblclick();
  const reward = page.getByTestId('reward-modal');
  await expect(reward).toContainText('₱2.00 in coins');
  await expect(reward).toContainText('Bonus money: play it through to withdraw it.');
  await expect(async () => {
    await reward.click();
    await expect(reward).toBeHidden({ timeout: 1000 });
  }).toPass();
  await expect(tasks.nth(0).getByRole('button')).toHaveText('Claimed');

  // The visit task: 'Go' opens the VIP page and counts; back on the list it can be claimed.
  await tasks.nth(3).getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(/\/vip$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/bonus\/tasks$/);
  await expect(tasks.nth(3).getByRole('button')).toHaveText('Claim');
});

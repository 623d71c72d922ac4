// Points journey (issue 22): a player's real-money bets earn points (₱10 a point), the points page
// shows them and exchanges 100 for ₱1 of bonus coins once, with the reward modal; axe checks it.
import { expect, expectNoAxeViolations, openApp, registerPlayer, SANDBOX_URL, test } from './support';

test('a player earns points by playing and exchanges them for bonus coins', async ({ page, request }) => {
  const { token } = await registerPlayer(page, { credit: 2_000 * 100 });
  const started = await request.post('/app/v1/startGame', { headers: { authorization: `Bearer ${token}` }, data: { gameId: 1001, tryIt: 0, platform: 0, clientReferrer: '' } });
  const session = new URL(((await started.json()) as { url: string }).url, 'http://x').searchParams.get('session');
  // Twenty ₱50 spins: ₱1,000 of bets, 100 points.
  for (let i = 0; i < 20; i++) expect((await request.post(`${SANDBOX_URL}/sandbox/games/api/spin`, { data: { session, bet: 5000 } })).ok()).toBe(true);

  await openApp(page, '/points');
  await expect(page.getByTestId('points-balance')).toContainText('Your points100100 earned in all');
  await expectNoAxeViolations(page);
  const first = page.getByTestId('points-option').first();
  await first.getByRole('button', { name: 'Exchange' }).dblclick();
  const reward = page.getByTestId('reward-modal');
  await expect(reward).toContainText('₱1.00 in coins');
  await expect(async () => {
    await reward.click();
    await expect(reward).toBeHidden({ timeout: 1000 });
  }).toPass();
  await expect(page.getByTestId('points-balance')).toContainText('Your points0100 earned in all');
  await expect(first.getByRole('button')).toHaveText('Need 100 more');
});

// Lottery journey (issue 23): a player's real-money bets earn a coupon (₱500 in a Manila day), he
// picks three numbers on the grid and buys a ticket once (a double tap), sees it waiting in his
// tickets; the sandbox clock moves a day ahead and the draw shows its result: the ticket won or
// lost with the winning numbers marked, and the draw in the history. The clock comes back at teardown.
import { expect, expectNoAxeViolations, openApp, registerPlayer, SANDBOX_URL, test } from './support';

const DAY = 24 * 60 * 60 * 1000;

test('a ticket is bought with a coupon earned by play and its draw shows a result after the clock moves', async ({ page, request, lane }) => {
  const { token } = await registerPlayer(page, { credit: 2_000 * 100 });
  const started = await request.post('/app/v1/startGame', { headers: { authorization: `Bearer ${token}` }, data: { gameId: 1001, tryIt: 0, platform: 0, clientReferrer: '' } });
  const session = new URL(((await started.json()) as { url: string }).url, 'http://x').searchParams.get('session');
  // Ten ₱50 spins: ₱500 of bets, one lottery coupon.
  for (let i = 0; i < 10; i++) expect((await request.post(`${SANDBOX_URL}/sandbox/games/api/spin`, { data: { session, bet: 5000 } })).ok()).toBe(true);

  await openApp(page, '/activity/lottery');
  await expect(page.getByTestId('lottery-coupons')).toContainText('Lottery coupon1');
  await expect(page.getByTestId('lottery-countdown')).toContainText(/Closes in\d\d:\d\d:\d\d/);
  const drawTitle = (await page.getByTestId('lottery-draw').getByRole('heading').textContent())!;
  const drawId = drawTitle.replace(/\D/g, '');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Buy tickets' }).click();
  await expect(page.getByTestId('lottery-for-draw')).toContainText(`#${drawId}`);
  for (const n of [3, 9, 14]) await page.getByRole('button', { name: `Number ${n}`, exact: true }).click();
  await page.getByTestId('lottery-buy').dblclick();
  await expect(page).toHaveURL(/\/activity\/lottery\/order$/);
  const ticket = page.getByTestId('lottery-ticket');
  await expect(ticket).toHaveCount(1);
  await expect(ticket).toHaveAttribute('data-state', 'waiting');
  await expect(ticket.getByRole('list')).toHaveAccessibleName('Your numbers: 3, 9, 14');

  // A day later the draw has closed: the first call draws it.
  await lane.moveClock(DAY);
  await page.reload();
  await expect(ticket).toHaveAttribute('data-state', /^(won|lost)$/);
  await expect(page.getByTestId('lottery-order').getByRole('list', { name: /^Winning numbers: \d+, \d+, \d+$/ })).toBeVisible();

  await openApp(page, '/activity/lottery/history');
  await expect(page.getByTestId('lottery-history-row').filter({ hasText: `Draw #${drawId}` })).toContainText('Tickets: 1');
  await openApp(page, '/activity/lottery');
  await expect(page.getByTestId('lottery-coupons')).toContainText(/Lottery coupon[01]/);
  await expect(page.getByTestId('lottery-last-mine')).toContainText(/^Your 1 ticket\(s\): (no win this time|1 won .+)\.$/);
});

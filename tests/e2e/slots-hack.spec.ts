// Slots hack journey (issue 23): a player's real-money spins on a slot show on the hot slots page
// (everyone's rounds of the last hour, beside the slot's usual return), and Play opens that game.
import { expect, expectNoAxeViolations, openApp, registerAccount, SANDBOX_URL, test } from './support';

test('spins on a slot show on the hot slots page, and Play opens the game', async ({ page, request, lane }) => {
  await registerAccount(page, { credit: 2_000 * 100 });
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const config = (await (await request.post('/app/v1/anonymous/appConfig', { data: { platform: 0, clientReferrer: '' } })).json()) as { config: { appGameList: { id: number; name: string }[] } };
  // The catalogue's last slot: no other journey plays it.
  const game = config.config.appGameList.at(-1)!;
  const started = await request.post('/app/v1/startGame', { headers: { authorization: `Bearer ${token}` }, data: { gameId: game.id, tryIt: 0, platform: 0, clientReferrer: '' } });
  const session = new URL(((await started.json()) as { url: string }).url, 'http://x').searchParams.get('session');
  for (let i = 0; i < 5; i++) expect((await request.post(`${SANDBOX_URL}/sandbox/games/api/spin`, { data: { session, bet: 1000 } })).ok()).toBe(true);
  // The figures are kept a minute: a minute later they include these spins.
  await lane.moveClock(61_000);

  await openApp(page, '/activity/slotshack');
  const row = page.getByTestId('slots-hack-row').filter({ hasText: game.name });
  await expect(row).toContainText('5 spins');
  await expect(row).toContainText(/Paid back \d+\.\d% · (Above|Below) usual/);
  await expect(page.getByText('Every spin is random.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Last 24 hours' }).click();
  await expect(row).toContainText('5 spins');
  await row.getByRole('button', { name: `Play ${game.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/game/start\\?gameId=${game.id}`));
});

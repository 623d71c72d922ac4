// Report journey (issue 8): a member plays a few real-money spins, then /member/report shows the
// operator's totals and per-day chart (uPlot, fetched as its own chunk) with the same figures as
// the rounds, readable as a table and an aria summary, at 320 px, in English and Filipino.
import { type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, registerAccount, test, tileName, tiles } from './support';

/** Parses an amount as shown by the app or the game ('₱1,234.56', '-₱1.00', '1.00') into minor units. */
function minor(text: string | null): number {
  const match = /(-?)₱?\s*([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`not an amount: ${text}`);
  return (match[1] ? -1 : 1) * (Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]));
}
const peso = (amount: number) => `${amount < 0 ? '-' : ''}₱${(Math.abs(amount) / 100).toFixed(2)}`;
const manilaDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/** Opens the first lobby game and spins `count` times at the smallest bet; returns the sums. */
async function playSpins(page: Page, count: number): Promise<{ bet: number; win: number }> {
  const tile = tiles(page, page.getByRole('main')).first();
  const name = await tileName(tile);
  await tile.getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/game\/start\?gameId=\d+/);
  const game = page.frameLocator('iframe');
  const betButton = game.getByRole('radiogroup', { name: 'Bet' }).getByRole('radio').first();
  await betButton.click();
  const bet = minor(`${await betButton.innerText()}.00`);
  let win = 0;
  for (let i = 0; i < count; i++) {
    await expect(game.getByRole('button', { name: 'SPIN' })).toBeEnabled();
    await game.getByRole('button', { name: 'SPIN' }).click();
    await expect(game.locator('#slot')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await expect(game.getByRole('button', { name: 'SPIN' })).toBeEnabled();
    win += minor(await game.locator('#win').innerText());
  }
  return { bet: bet * count, win };
}

test('a member sees the stakes, wins and net of their spins per day, as a chart and a table, in English and Filipino', async ({ page, context }) => {
  // Three spins, two languages and two axe runs: a long journey on a slow machine.
  test.slow();
  await registerAccount(page, { credit: 1000 });
  const firstDay = manilaDay(Date.now());
  const played = await playSpins(page, 3);
  const net = played.win - played.bet;
  const days = new Set([firstDay, manilaDay(Date.now())]);

  // A narrow phone: the chart and the page fit 320 px.
  await page.setViewportSize({ width: 320, height: 720 });
  const chartChunk = page.waitForRequest((request) => /\/assets\/report-chart-[\w-]+\.js$/.test(request.url()));
  await page.goto('/member/report');
  await chartChunk;

  // The summary (7 days) is the operator's sums of the rounds.
  const summary = page.getByTestId('report-summary');
  await expect(summary).toHaveAttribute('aria-busy', 'false');
  await expect(summary).toContainText('Rounds3');
  await expect(summary).toContainText(`Total bet${peso(played.bet)}`);
  await expect(summary).toContainText(`Total win${peso(played.win)}`);
  await expect(summary).toContainText(`Net${peso(net)}`);

  // The chart is drawn, labelled with the same figures, and fits the screen.
  const chart = page.getByRole('img', { name: /^7 days: you staked/ });
  await expect(chart).toHaveAttribute('aria-label', `7 days: you staked ${peso(played.bet)}, won ${peso(played.win)}, net result ${peso(net)}, on ${days.size} of 7 days.`);
  const canvas = chart.locator('canvas').first();
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  expect(box!.width).toBeGreaterThan(200);
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expect(page.getByText('Stakes', { exact: true }).first()).toBeVisible();

  // Day by day: the day of the spins with the same sums.
  await page.getByText('Day by day').click();
  const rows = page.getByTestId('report-day');
  if (days.size === 1) {
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-day', firstDay);
    await expect(rows.first().getByTestId('day-bet')).toHaveText(peso(played.bet));
    await expect(rows.first().getByTestId('day-win')).toHaveText(peso(played.win));
    await expect(rows.first().getByTestId('day-net')).toHaveText(peso(net));
  }
  await expectNoAxeViolations(page);

  // Today and 30 days hold the same spins.
  await page.getByRole('tab', { name: '30 days' }).click();
  await expect(page.getByRole('img', { name: /^30 days:/ })).toHaveAttribute('aria-label', new RegExp(`you staked ${peso(played.bet).replace('.', '\\.')},.* of 30 days\\.$`));

  // In Filipino.
  await context.addCookies([{ name: 'locale', value: 'fil', url: page.url() }]);
  await page.reload();
  await expect(page.getByText('Taya, panalo at resulta bawat araw')).toBeVisible();
  await expect(page.getByRole('img', { name: /^7 araw: tumaya ka ng/ })).toHaveAttribute(
    'aria-label',
    `7 araw: tumaya ka ng ${peso(played.bet)}, nanalo ng ${peso(played.win)}, netong resulta ${peso(net)}, sa ${days.size} sa 7 araw.`,
  );
  await expect(page.getByRole('img', { name: /^7 araw/ }).locator('canvas').first()).toBeVisible();
  await page.getByText('Araw-araw').click();
  await expect(page.getByRole('columnheader', { name: 'Taya' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The money history is one tap away.
  await page.getByTestId('money-history-link').click();
  await expect(page).toHaveURL(/\/wallets\/history$/);
});

test('a member without bets sees the empty state, not a chart', async ({ page }) => {
  await registerAccount(page, { path: '/member/report' });
  await expect(page.getByText('No bets in this period.', { exact: false })).toBeVisible();
  await expect(page.getByRole('img', { name: /you staked/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

// Scratch card and diamond shop journey (issue 23): a player with diamonds finds the shop from the
// member centre, exchanges diamonds for a scratch card (confirmed, once), scratches it by a pointer
// drag until the prize shows, sees the reward and the prize's row in the log; the add-up bar counts
// the card. The prize is fixed through the config (the lane puts it back) so the journey can name it.
import { expect, expectNoAxeViolations, openApp, registerAccount, SANDBOX_URL, test } from './support';

test('a player exchanges diamonds for a scratch card and scratches it by a pointer drag', async ({ page, lane }) => {
  await lane.patchConfig({
    scratchCardConfig: { status: 1, prizes: [{ id: 1, weight: 1, propId: 2001, count: 300 }], addup: [{ id: 1, cards: 5, propId: 2001, count: 500 }] },
  });
  const account = await registerAccount(page);
  expect((await page.request.post(`${SANDBOX_URL}/sandbox/dev/props`, { data: { account, propId: 60001, count: 12 } })).ok()).toBe(true);

  await openApp(page, '/member');
  await page.getByRole('link', { name: 'Diamond shop' }).click();
  await expect(page).toHaveURL(/\/activity\/diamond-shop$/);
  await expect(page.getByTestId('diamond-balance')).toContainText('Your diamonds12');
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Scratch cards' }).click();
  const card = page.getByTestId('diamond-item').filter({ hasText: 'Scratch card × 1' });
  await card.getByRole('button', { name: 'Exchange' }).click();
  await expect(page.getByRole('dialog')).toContainText('Exchange 5 diamonds for Scratch card × 1?');
  await page.getByTestId('diamond-confirm').dblclick();
  const reward = page.getByTestId('reward-modal');
  await expect(reward).toContainText('Scratch card × 1');
  await expect(async () => {
    await reward.click();
    await expect(reward).toBeHidden({ timeout: 1000 });
  }).toPass();
  await expect(page.getByTestId('diamond-balance')).toContainText('Your diamonds7');
  await page.getByRole('tab', { name: 'Diamond log' }).click();
  await expect(page.getByTestId('diamond-log-row').first()).toContainText('Exchange−5Balance 7');

  await page.getByTestId('diamond-cards-link').click();
  await expect(page).toHaveURL(/\/activity\/scratch-card$/);
  await expect(page.getByTestId('scratch-held')).toContainText('1 cards');
  await page.getByRole('button', { name: 'Scratch a card' }).click();

  // Scratch: drag the finger over the silver, row after row, until the card reveals itself.
  const surface = page.getByTestId('scratch-surface');
  await expect(surface).toBeVisible();
  const box = (await surface.boundingBox())!;
  await expect(page.getByTestId('scratch-prize')).toHaveAttribute('aria-hidden', 'true');
  await page.mouse.move(box.x + 4, box.y + 6);
  await page.mouse.down();
  for (let row = 0; row <= 8; row++) {
    const y = box.y + 6 + ((box.height - 12) * row) / 8;
    await page.mouse.move(box.x + (row % 2 ? box.width - 4 : 4), y, { steps: 6 });
    await page.mouse.move(box.x + (row % 2 ? 4 : box.width - 4), y, { steps: 6 });
  }
  await page.mouse.up();
  await expect(page.getByTestId('scratch-prize')).toHaveAttribute('aria-hidden', 'false');
  await expect(page.getByTestId('scratch-prize')).toHaveText('₱3.00 in coins');
  await expect(reward).toContainText('₱3.00 in coins');
  await expect(async () => {
    await reward.click();
    await expect(reward).toBeHidden({ timeout: 1000 });
  }).toPass();
  await expect(page.getByTestId('scratch-log-row').first()).toContainText('₱3.00 in coins');
  await expect(page.getByTestId('scratch-addup')).toContainText('1 scratched in all');
  await expect(page.getByTestId('scratch-held')).toContainText('0 cards');
  await expectNoAxeViolations(page);
});

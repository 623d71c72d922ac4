// Lucky Jackpot journeys (issue 23): a player who deposited and bet enough today taps the bubble,
// draws (the highlight runs and lands), sees the prize and its record row, and cannot draw again;
// a jackpot cell turns the wheel and counts the pool up; a player without a chance finds SPIN
// inert and what is missing; the bubble stays where it was dragged after a reload.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openApp, registerAccount, SANDBOX_URL, test } from './support';

const PESO = 100;

async function tokenOf(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('access_token')))!;
}

async function appCall<T>(request: APIRequestContext, token: string, name: string, data: object): Promise<T> {
  const res = await request.post(`/app/v1/${name}`, { headers: { authorization: `Bearer ${token}` }, data: { ...data, platform: 0, clientReferrer: '' } });
  expect(res.ok(), name).toBe(true);
  return (await res.json()) as T;
}

/** Today's chance: a paid ₱200 deposit (the stand-in provider pays it) and ₱200 of real-money spins. */
async function earnChance(page: Page, request: APIRequestContext): Promise<void> {
  const token = await tokenOf(page);
  const placed = await appCall<{ order: { orderNo: string } }>(request, token, 'recharge', { typeId: 1, amount: 200 * PESO, requestId: `jp-${Date.now().toString(36)}-dep` });
  expect((await request.post(`${SANDBOX_URL}/sandbox/dev/deposits/${placed.order.orderNo}/pay`)).ok()).toBe(true);
  const started = await appCall<{ url: string }>(request, token, 'startGame', { gameId: 1001, tryIt: 0 });
  const session = new URL(started.url, 'http://x').searchParams.get('session');
  for (let i = 0; i < 4; i++) expect((await request.post(`${SANDBOX_URL}/sandbox/games/api/spin`, { data: { session, bet: 5000 } })).ok()).toBe(true);
}

/** Only cell `id` can be drawn (the rest of the seed's jackpot rules kept). */
const onlyCell = (id: number) => ({
  jackpotConfig: {
    status: 1,
    minDeposit: 100 * PESO,
    minBet: 200 * PESO,
    weights: { [String(id)]: 1 },
    pools: [
      { propId: 50001, seed: 100_000 * PESO, shareBp: 40, payoutPercent: 100 },
      { propId: 50002, seed: 20_000 * PESO, shareBp: 30, payoutPercent: 100 },
      { propId: 50003, seed: 2_000 * PESO, shareBp: 20, payoutPercent: 100 },
      { propId: 50004, seed: 500 * PESO, shareBp: 10, payoutPercent: 100 },
    ],
    spreadBp: 50,
  },
});

async function openJackpotFromBubble(page: Page): Promise<void> {
  const bubble = page.getByTestId('jackpot-bubble');
  await expect(bubble).toBeVisible({ timeout: 15_000 });
  await bubble.click();
  await expect(page.getByTestId('jackpot-modal')).toBeVisible();
}

test('a player with a chance draws from the bubble, sees the prize and the record row, and cannot draw twice', async ({ page, request, lane }) => {
  test.setTimeout(90_000);
  await lane.patchConfig(onlyCell(9));
  await registerAccount(page);
  await earnChance(page, request);
  await openApp(page, '/');
  // The red dot: today's chance waits.
  await expect(page.getByTestId('jackpot-bubble').getByTestId('red-dot-jackpot')).toBeVisible({ timeout: 15_000 });
  await openJackpotFromBubble(page);
  const modal = page.getByTestId('jackpot-modal');
  await expect(modal.getByTestId('jackpot-cell')).toHaveCount(10);
  await expect(modal.getByTestId('jackpot-note')).toContainText('Your draw chance for today is ready');
  await expectNoAxeViolations(page, '[data-testid="jackpot-modal"]', { seriousOnly: true });
  const spin = modal.getByTestId('jackpot-spin');
  await spin.click();
  await expect(spin).toHaveText('Spinning…');
  // About 6 to 9 s of highlight, then the prize.
  const reward = page.getByTestId('reward-modal');
  await expect(reward).toContainText('5 diamonds', { timeout: 20_000 });
  // The highlight landed on the winning cell.
  const lit = (await modal.locator('[class*="highlight"]').boundingBox())!;
  const won = (await modal.locator('[data-cell="9"]').boundingBox())!;
  expect(Math.abs(lit.x - won.x) + Math.abs(lit.y - won.y)).toBeLessThan(2);
  await expect(async () => {
    await reward.click();
    await expect(reward).toBeHidden({ timeout: 1000 });
  }).toPass();
  await expect(spin).toBeDisabled();
  await expect(modal.getByTestId('jackpot-note')).toContainText('You used today’s draw chance');
  await expect(page.getByTestId('jackpot-bubble').getByTestId('red-dot-jackpot')).toBeHidden();
  await modal.getByTestId('jackpot-record').click();
  const rows = modal.getByTestId('jackpot-record-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('5 diamonds');
  await expect(modal.getByTestId('jackpot-panel-record')).toContainText('No more');
});

test('a jackpot cell turns the wheel and counts the pool up into the player’s bonus', async ({ page, request, lane }) => {
  test.setTimeout(90_000);
  await lane.patchConfig(onlyCell(4));
  await registerAccount(page);
  await earnChance(page, request);
  await openApp(page, '/activity/jackpot');
  const mini = page.getByTestId('jackpot-tier-mini');
  await expect(mini).toContainText('MINI₱');
  await page.getByTestId('jackpot-spin').click();
  await expect(page.getByTestId('jackpot-wheel')).toBeVisible({ timeout: 20_000 });
  const won = page.getByTestId('jackpot-won');
  await expect(won).toContainText('You won the MINI jackpot!', { timeout: 15_000 });
  // Counted up to the pool's amount (₱500 seed and the bets since), then collected as bonus. The
  // count is a digit strip: its columns hold the final amount, its animations end on it.
  const count = won.getByTestId('jackpot-won-count');
  expect(Number((await count.textContent())!.replace(/[^\d.]/g, ''))).toBeGreaterThanOrEqual(500);
  await expect.poll(() => count.evaluate((el) => el.getAnimations({ subtree: true }).map((animation) => animation.playState).join()), { timeout: 5_000 }).toMatch(/^finished(,finished)+$/);
  await won.getByRole('button', { name: 'Collect' }).click();
  await expect(page.getByTestId('jackpot-wheel')).toBeHidden();
  await page.getByTestId('jackpot-rank').click();
  await expect(page.getByTestId('jackpot-rank-mine')).toContainText('You ·');
});

test('a player without a chance finds SPIN inert and what is missing', async ({ page }) => {
  await registerAccount(page);
  await openApp(page, '/activity/jackpot');
  await expect(page.getByTestId('jackpot-note')).toContainText('Deposit ₱100.00 more today');
  const spin = page.getByTestId('jackpot-spin');
  await expect(spin).toBeDisabled();
  await expect(spin).toHaveText('No chance');
  let drew = false;
  page.on('request', (req) => {
    if (req.url().endsWith('/receiveDrawChance')) drew = true;
  });
  await spin.click({ force: true });
  await page.getByTestId('jackpot-rule').click();
  await expect(page.getByTestId('jackpot-panel-rule')).toContainText('₱100.00');
  expect(drew).toBe(false);
});

// Home's cash-in tiles are links under the bubble's default place: without the bubble taking the
// press, Chromium starts a native drag of the link and cancels the pointer (the drag stopped).
test('the bubble stays where it was dragged after a reload', async ({ page }) => {
  await registerAccount(page);
  const bubble = page.getByTestId('jackpot-bubble');
  await expect(bubble).toBeVisible({ timeout: 15_000 });
  const before = (await bubble.boundingBox())!;
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await page.mouse.move(120, 200, { steps: 8 });
  await page.mouse.move(40, 160, { steps: 8 });
  await page.mouse.up();
  const dropped = (await bubble.boundingBox())!;
  expect(Math.abs(dropped.x + dropped.width / 2 - 40)).toBeLessThan(3);
  expect(Math.abs(dropped.y + dropped.height / 2 - 160)).toBeLessThan(3);
  // A drag is not a tap: the modal did not open.
  await expect(page.getByTestId('jackpot-modal')).toBeHidden();
  // Dragged past the edge: kept inside the screen.
  await page.mouse.move(dropped.x + dropped.width / 2, dropped.y + dropped.height / 2);
  await page.mouse.down();
  await page.mouse.move(-80, 170, { steps: 8 });
  await page.mouse.up();
  const edge = (await bubble.boundingBox())!;
  expect(edge.x).toBe(0);
  await page.reload();
  await expect(bubble).toBeVisible({ timeout: 15_000 });
  const after = (await bubble.boundingBox())!;
  expect(Math.abs(after.x - edge.x)).toBeLessThan(2);
  expect(Math.abs(after.y - edge.y)).toBeLessThan(2);
});

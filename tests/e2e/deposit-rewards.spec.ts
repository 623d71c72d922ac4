// Deposit rewards journeys (issue 22): a new player sees the first-deposit offer pop up on home,
// deposits ₱500 through the stand-in GCash page, sees the first-deposit reward on the result
// page, in the balance as locked bonus and on the offer's page, and the popup never shows again;
// a player who has deposited ₱1,000 in all claims the first accumulated-deposit tier once. Axe
// checks the popup and both pages.
import { expect, expectNoAxeViolations, expectSettled, openApp, registerAccount, registerPlayer, SANDBOX_URL, test, trackCalls } from './support';

test.describe('the first-deposit offer', () => {
  // The popups on: every one but the first-deposit offer is marked as shown.
  test.use({ skipPopups: false });

  test('a new player takes the offer from the popup and gets the reward with the first deposit', async ({ page }) => {
    await page.addInitScript(() => {
      const shown: unknown = JSON.parse(sessionStorage.getItem('popups_shown') ?? '[]');
      const others = ['activity:25', 'activity:39', 'activity:20', 'activity:32'];
      sessionStorage.setItem('popups_shown', JSON.stringify([...new Set([...(Array.isArray(shown) ? shown : []), ...others])]));
    });
    await registerAccount(page);
    const popup = page.getByRole('dialog', { name: 'First deposit bonus' });
    await expect(popup).toContainText('Up to ₱300.00 extra on your first deposit');
    await expect(popup.getByTestId('first-deposit-tier')).toHaveText(['Deposit ₱100.00 or more+₱20.00', 'Deposit ₱500.00 or more+₱120.00', 'Deposit ₱1,000.00 or more+₱300.00']);
    await expectNoAxeViolations(page, '[role="dialog"]');
    await popup.getByRole('button', { name: 'Deposit now' }).click();
    await expect(page).toHaveURL(/\/wallets\?name=deposit&back=1$/);

    // ₱500 with the chip's ₱25 bonus, paid on the stand-in provider's page.
    await page.getByRole('button', { name: /^₱500\.00/ }).click();
    await page.getByRole('button', { name: 'Pay ₱500.00' }).click();
    await expect(page.getByRole('heading', { name: 'GCash' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay ₱500.00' }).click();
    await expect(page).toHaveURL(/\/wallets\/deposit\/result\?orderNo=D[A-Z0-9]{15}$/);
    const paid = page.getByTestId('deposit-paid');
    await expect(paid).toContainText('Bonus: ₱25.00.');
    await expect(paid.getByTestId('first-deposit-bonus')).toHaveText('First deposit bonus: ₱120.00.');

    // In the balance, as bonus money: ₱10 sign-up (20x), ₱25 deposit bonus (10x), ₱120 first deposit (10x).
    await paid.getByRole('link', { name: 'Play now' }).click();
    await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('₱655.00');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Account/ }).click();
    await expect(page.getByTestId('bonus-note')).toHaveText('₱155.00 of your balance is bonus: bet ₱1,650.00 more and it is yours to withdraw.');

    // The offer's page says what it paid and what unlocks it.
    await openApp(page, '/activity/first-deposit');
    const received = page.getByTestId('first-deposit-paid');
    await expect(received).toContainText('You received ₱120.00');
    await expect(received).toContainText('Bet ₱1,200.00 more to withdraw it.');
    await expect(page.getByRole('button', { name: 'Deposit now' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A new session, where the offer's popup has not shown yet: after the first deposit it never does.
    await page.evaluate(() => sessionStorage.removeItem('popups_shown'));
    await trackCalls(page);
    await openApp(page, '/');
    await expect(page.locator('[aria-roledescription="carousel"]')).toBeVisible();
    await expectSettled(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('a player claims an accumulated-deposit tier once, with the way to the next one in pesos', async ({ page, request }) => {
  const { account, token } = await registerPlayer(page);
  // A paid ₱1,000 deposit through the stand-in provider (the journey above covers its pages).
  const placed = await request.post('/app/v1/recharge', {
    headers: { authorization: `Bearer ${token}` },
    data: { typeId: 1, amount: 100_000, requestId: `total-${account}`, platform: 0, clientReferrer: '' },
  });
  const orderNo = ((await placed.json()) as { order: { orderNo: string } }).order.orderNo;
  expect((await request.post(`${SANDBOX_URL}/sandbox/dev/deposits/${orderNo}/pay`)).ok()).toBe(true);

  await openApp(page, '/bonus/rebate');
  await expect(page.getByTestId('recharge-total')).toHaveText('₱1,000.00');
  await expect(page.getByTestId('recharge-total-next')).toHaveText('Deposit ₱4,000.00 more to get ₱120.00');
  const tiers = page.getByTestId('recharge-total-tier');
  await expect(tiers).toHaveText(['Deposit ₱1,000.00 in allReward ₱20.00Claim', 'Deposit ₱5,000.00 in allReward ₱120.00₱4,000.00 to go', 'Deposit ₱20,000.00 in allReward ₱600.00₱19,000.00 to go']);
  await expectNoAxeViolations(page);

  await tiers.nth(0).getByRole('button', { name: 'Claim' }).dblclick();
  const reward = page.getByTestId('reward-modal');
  await expect(reward).toContainText('₱20.00 in coins');
  await expect(reward).toContainText('Bonus money: play it through to withdraw it.');
  await expect(async () => {
    await reward.click();
    await expect(reward).toBeHidden({ timeout: 1000 });
  }).toPass();
  await expect(tiers.nth(0).getByRole('button')).toHaveText('Claimed');
  // Locked bonus: the ₱300 first-deposit reward, the ₱60 the ₱1,000 deposit earns (its chip's bonus),
  // the ₱10 sign-up bonus and this ₱20, once.
  await page.getByRole('button', { name: 'Deposit now' }).click();
  await expect(page).toHaveURL(/\/wallets\?name=deposit$/);
  await expect(page.getByTestId('bonus-note')).toContainText('₱390.00 of your balance is bonus');
});

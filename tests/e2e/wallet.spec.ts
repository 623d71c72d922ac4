// Wallet journeys (issue 7): a new player deposits through the stand-in GCash page and sees the
// credit with its bonus, the balance and the minimum rising after the first deposit; a cancelled
// payment charges nothing; a player adds a GCash account, withdraws, sees the request pending, then
// paid; an amount above the balance gets a clear message. Issue 26: a typed amount earns the bonus
// its chip would, the form shows and keeps the player's own deposit limit, Back from the result
// returns to the wallet. Axe checks each wallet screen.
import { expect, expectNoAxeViolations, openApp, PASSWORD, registerAccount, SANDBOX_URL, test } from './support';

test('a new player deposits through GCash, gets the bonus, and the minimum rises after the first deposit', async ({ page }) => {
  await registerAccount(page);
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/wallets\?name=deposit&back=1$/);
  await expect(page.getByRole('radio', { name: 'GCash' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('deposit-limits')).toHaveText('From ₱1.00 to ₱50,000.00 per deposit · ₱100,000.00 left today');
  // The spec's minimums (hundredths): ₱1.00 now, ₱100.00 after the first deposit, and the form says so.
  await expect(page.getByText('Your first deposit can be as small as ₱1.00. After it, the smallest deposit is ₱100.00.')).toBeVisible();
  // The sign-up bonus waits for this first deposit, and the form says so.
  await expect(page.getByTestId('bonus-note')).toHaveText('Deposit once to unlock your ₱10.00 free bonus.');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /^₱500\.00/ }).click();
  await page.getByRole('button', { name: 'Pay ₱500.00' }).click();

  // The stand-in provider's page, outside the app.
  await expect(page).toHaveURL(/\/sandbox\/pay\/D[A-Z0-9]{15}\?t=/);
  await expect(page.getByRole('heading', { name: 'GCash' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₱500.00' }).click();

  await expect(page).toHaveURL(/\/wallets\/deposit\/result\?orderNo=D[A-Z0-9]{15}$/);
  await expect(page.getByTestId('deposit-paid')).toContainText('₱500.00 was added to your balance.');
  await expect(page.getByTestId('deposit-paid')).toContainText('Bonus: ₱25.00.');
  // The first-deposit offer's ₱500 tier comes with it.
  await expect(page.getByTestId('deposit-paid')).toContainText('First deposit bonus: ₱120.00.');
  // One diamond per ₱100, and the balance it all makes.
  await expect(page.getByTestId('deposit-diamonds')).toHaveText('This deposit earned 5 diamonds. Diamond shop');
  await expect(page.getByTestId('new-balance')).toHaveText('Your balance is now ₱655.00.');
  await expectNoAxeViolations(page);

  // ₱10.00 sign-up + ₱500.00 + ₱25.00 bonus + ₱120.00 first-deposit bonus.
  await page.getByRole('link', { name: 'Play now' }).click();
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('₱655.00');

  // The record and the money history agree.
  await openApp(page, '/wallets/record');
  await expect(page.getByTestId('wallet-record-row').first().getByTestId('record-status')).toHaveText('Paid');
  await page.getByRole('link', { name: 'Money history' }).click();
  const rows = page.getByTestId('money-history-row');
  // The sign-up bonus waited for this first deposit and came with it.
  await expect(rows.getByTestId('history-reason')).toHaveText(['Sign-up bonus', 'First deposit reward', 'Deposit bonus', 'Deposit']);
  await expect(rows.getByTestId('history-delta')).toHaveText(['+₱10.00', '+₱120.00', '+₱25.00', '+₱500.00']);
  await expectNoAxeViolations(page);
  await openApp(page, '/');

  // After the first deposit the smallest deposit is ₱100.00: a budget player can top up again.
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  await expect(page.getByTestId('deposit-limits')).toHaveText('From ₱100.00 to ₱50,000.00 per deposit · ₱99,500.00 left today');
  await expect(page.getByText('After your first deposit the smallest deposit is ₱100.00.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^₱100\.00/ })).toBeEnabled();
  await page.getByLabel('Other amount (₱)').fill('99.99');
  await page.getByRole('button', { name: 'Pay ₱99.99' }).click();
  await expect(page.getByText('The smallest deposit through GCash is ₱100.00.')).toBeVisible();
});

test('a typed amount gets the bonus, the form respects the player’s own deposit limit, and Back from the result returns to the wallet', async ({ page }) => {
  await registerAccount(page);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const limit = await page.request.post('/app/v1/setSelfLimit', { headers: { authorization: `Bearer ${token}` }, data: { kind: 'deposit', period: 'day', amount: 600 * 100, platform: 0, clientReferrer: '' } });
  expect((await limit.json()).code).toBe(200);

  // Home's one-tap cash-in tile opens the form with Maya picked.
  await page.getByTestId('cash-in-maya').click();
  await expect(page.getByRole('radio', { name: 'Maya' })).toHaveAttribute('aria-checked', 'true');
  // What the limit leaves, and the chips it forbids disabled with why (not failing after Pay).
  await expect(page.getByTestId('own-limit')).toContainText('Your deposit limit: ₱600.00 left today.');
  const dear = page.getByRole('button', { name: /^₱1,000\.00/ });
  await expect(dear).toBeDisabled();
  await expect(dear).toHaveText('₱1,000.00Over your limit');
  await expect(page.getByRole('button', { name: /^₱500\.00/ })).toBeEnabled();
  const other = page.getByLabel('Other amount (₱)');
  await other.fill('700');
  await page.getByRole('button', { name: 'Pay ₱700.00' }).click();
  await expect(page.getByText('Your deposit limit leaves ₱600.00 today.')).toBeVisible();

  // A typed ₱500 earns what the ₱500 chip says, shown before Pay and paid with the deposit.
  await other.fill('500');
  await expect(page.getByText('This amount earns a ₱25.00 bonus.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Pay ₱500.00' }).click();
  await expect(page.getByRole('heading', { name: 'Maya' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₱500.00' }).click();
  await expect(page.getByTestId('deposit-paid')).toContainText('Bonus: ₱25.00.');
  await expect(page.getByTestId('new-balance')).toHaveText('Your balance is now ₱655.00.');

  // Back returns to the wallet (not the provider's "This order is paid"), with the limit's room updated.
  await page.goBack();
  await expect(page).toHaveURL(/\/wallets\?name=deposit$/);
  await expect(page.getByTestId('own-limit')).toContainText('Your deposit limit: ₱100.00 left today.');
});

test('a cancelled payment charges nothing, reads as cancelled in the record, and the player can try again', async ({ page }) => {
  await registerAccount(page, { path: '/wallets?name=deposit' });
  await page.getByRole('radio', { name: 'Maya' }).click();
  await page.getByLabel('Other amount (₱)').fill('250');
  await page.getByRole('button', { name: 'Pay ₱250.00' }).click();
  await expect(page.getByRole('heading', { name: 'Maya' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByTestId('deposit-cancelled')).toContainText('Nothing was charged.');
  await page.getByRole('link', { name: 'Deposit again' }).click();
  // The last channel used is not remembered for a cancelled order: GCash is the default again.
  await expect(page.getByRole('radio', { name: 'GCash' })).toHaveAttribute('aria-checked', 'true');
  // The wallet record shows it as cancelled: no plus sign, nothing credited.
  await openApp(page, '/wallets/record');
  const row = page.getByTestId('wallet-record-row').first();
  await expect(row.getByTestId('record-status')).toHaveText('Cancelled');
  await expect(row.getByTestId('record-amount')).toHaveText('₱250.00');
});

test('a player adds a GCash account, withdraws, and follows the request from pending to paid', async ({ page, request }) => {
  const account = await registerAccount(page);
  const credit = await request.post(`${SANDBOX_URL}/sandbox/dev/credit`, { data: { account, amount: 200_000 } });
  expect(credit.ok()).toBe(true);
  await openApp(page, '/wallets?name=withdraw');
  await expect(page.getByTestId('withdrawable')).toHaveText('You can withdraw ₱2,000.00');

  await page.getByRole('link', { name: 'Add an account' }).click();
  await page.getByLabel('Bank or e-wallet').selectOption({ label: 'GCash' });
  await page.getByLabel('Mobile number (09XXXXXXXXX)').fill('9171234567');
  await page.getByLabel('Account holder name').fill('Juan Dela Cruz');
  await page.getByLabel('Login password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A GCash number has 11 digits and starts with 09.')).toBeVisible();
  await page.getByLabel('Mobile number (09XXXXXXXXX)').fill('09171234567');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();

  // Back on the withdraw tab with the new account chosen.
  await expect(page.getByRole('radio', { name: 'GCash ••••4567' })).toHaveAttribute('aria-checked', 'true');
  await page.getByLabel('Amount (₱)').fill('2500');
  await page.getByLabel('Login password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Withdraw ₱2,500.00' }).click();
  await expect(page.getByText('You can withdraw up to ₱2,000.00 now.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Amount (₱)').fill('1500');
  await page.getByRole('button', { name: 'Withdraw ₱1,500.00' }).click();
  await expect(page.getByTestId('withdraw-placed')).toContainText('₱1,500.00 to GCash ••••4567 is being reviewed.');

  await page.getByRole('link', { name: 'See wallet record' }).click();
  const row = page.getByTestId('wallet-record-row').first();
  await expect(row.getByTestId('record-status')).toHaveText('Being reviewed');
  await expect(row.getByTestId('record-amount')).toHaveText('−₱1,500.00');
  await expectNoAxeViolations(page);

  // The operator pays it (the sandbox's review, at once).
  const orderNo = (await row.getByRole('button').innerText()).trim();
  const paid = await request.post(`${SANDBOX_URL}/sandbox/dev/withdrawals/${orderNo}/pay`);
  expect(paid.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('wallet-record-row').first().getByTestId('record-status')).toHaveText('Paid');

  // The spec's /withdrawal/{name}: the form for one kind of account.
  await openApp(page, '/withdrawal/ewallet');
  await expect(page.getByRole('heading', { name: 'Withdraw to GCash or Maya' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'GCash ••••4567' })).toBeVisible();
  await openApp(page, '/withdrawal/bank');
  await expect(page.getByText('Add a GCash, Maya or bank account to receive your money.')).toBeVisible();
  await openApp(page, '/withdrawal/crypto');
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('a player out of money meets the bankruptcy modal in the slot, which leads to deposit', async ({ page }) => {
  // A new player's ₱10.00 sign-up bonus waits for a first deposit: the balance is zero.
  await registerAccount(page, { path: '/game/start?gameId=1001' });
  const game = page.frameLocator('iframe');
  await expect(game.locator('#balance')).toHaveText('0.00');
  await game.getByRole('radiogroup', { name: 'Bet' }).getByRole('radio').first().click();
  await game.getByRole('button', { name: 'SPIN' }).click();
  await expect(game.getByText('Not enough balance for this bet.')).toBeVisible();

  // The app's modal, over the game: a player who is not a VIP gets the tip.
  const modal = page.getByRole('dialog', { name: 'Tip' });
  await expect(modal).toContainText('Your balance is not enough for this bet.');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await modal.getByRole('button', { name: 'Become a VIP now' }).click();
  await expect(page).toHaveURL(/\/wallets\?name=deposit&back=1$/);
  await expect(page.getByRole('radio', { name: 'GCash' })).toHaveAttribute('aria-checked', 'true');
});

test('a player brings balances back from game platforms, with a result for each', async ({ page, request }) => {
  const account = await registerAccount(page);
  const set = await request.post(`${SANDBOX_URL}/sandbox/dev/platform-balance`, { data: { account, platformId: 2, amount: 30_000 } });
  expect(set.ok()).toBe(true);
  await openApp(page, '/member/retrieve-balance');
  await page.getByRole('button', { name: 'Bring my balances back' }).click();
  await expect(page.getByTestId('retrieve-result')).toContainText('Main balance: ₱300.00');
  await expect(page.getByTestId('retrieve-platform')).toHaveText(['Luzon HubNothing there', 'Visayas Hub₱300.00 brought back', 'Mindanao HubNothing there']);
  await expectNoAxeViolations(page);
  // A second tap finds nothing more to move.
  await page.getByRole('button', { name: 'Bring my balances back' }).click();
  await expect(page.getByTestId('retrieve-platform').nth(1)).toHaveText('Visayas HubNothing there');
  await expect(page.getByTestId('retrieve-result')).toContainText('Main balance: ₱300.00');
});

// Mail journeys (issue 12): a new player finds the welcome mail behind a red dot, reads it (the
// unread mark goes), collects its ₱5.00 once with the reward modal (a free bonus: it waits for the
// first deposit, and the member page says so; the red dot clears), and deletes it. Axe checks the inbox and the mail.
import { expect, expectNoAxeViolations, openApp, registerAccount, test } from './support';

test('a new player reads the welcome mail, collects its reward once, and the red dot clears', async ({ page }) => {
  await registerAccount(page);
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav.getByTestId('red-dot-mail-vip-task-fund-agent')).toBeVisible();
  await nav.getByRole('button', { name: /Account/ }).click();
  await page.getByRole('link', { name: /^Mail/ }).click();
  await expect(page).toHaveURL(/\/email$/);

  const row = page.getByTestId('mail-row').first();
  await expect(row).toContainText('Welcome to Casino PH');
  await expect(row.getByTestId('mail-unread')).toBeVisible();
  await expect(row).toContainText('Has a reward to collect');
  await expectNoAxeViolations(page);

  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/email\/detail\?id=\d+$/);
  const body = page.getByTestId('mail-body');
  await expect(body).toContainText('Here is ₱5.00 to start with');
  // The body's link opens outside the app.
  await expect(body.getByRole('link', { name: 'PAGCOR' })).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);

  // A double tap sends one collection; the reward modal says what came.
  const collect = page.getByTestId('collect');
  await collect.dblclick();
  const reward = page.getByTestId('reward-modal');
  await expect(reward).toContainText('₱5.00 in coins');
  // A player who has not deposited yet: the mail's coins are a free bonus that waits for it.
  await expect(reward).toContainText('Free bonus: it unlocks with your first deposit.');
  await expectNoAxeViolations(page);
  // The modal ignores taps in its first half second (the double tap's second one): the player taps
  // again if the first came too soon.
  await expect(async () => {
    await reward.click();
    await expect(reward).toBeHidden({ timeout: 1000 });
  }).toPass();
  await expect(collect).toHaveText('Collected');
  await expect(collect).toBeDisabled();

  // A second tab cannot collect it again: the balance rose once.
  const second = await page.context().newPage();
  await second.goto(page.url());
  await expect(second.getByTestId('collect')).toHaveText('Collected');
  await second.close();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/email$/);
  await expect(page.getByTestId('mail-row').first().getByTestId('mail-unread')).toHaveCount(0);
  await openApp(page, '/');
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('₱0.00');
  await expect(page.getByRole('navigation', { name: /main/i }).getByTestId('red-dot-mail-vip-task-fund-agent')).toHaveCount(0);
  // The member page counts both free bonuses (sign-up and mail) as waiting for the first deposit.
  await openApp(page, '/member');
  await expect(page.getByTestId('bonus-note')).toHaveText('Deposit once to unlock your ₱15.00 free bonus. Deposit now');

  // Delete read, with confirm: the inbox is empty.
  await openApp(page, '/email');
  await page.getByRole('button', { name: 'Delete read' }).click();
  await page.getByRole('dialog', { name: 'Delete read mail?' }).getByTestId('confirm').click();
  await expect(page.getByText('No mail yet.')).toBeVisible();
});

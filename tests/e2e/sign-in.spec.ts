// Daily sign-in journey (issue 22): a new player finds the sign-in behind its red dot in the member
// centre, signs in for day 1 (the reward modal says the free bonus waits for a first deposit),
// claims the first login-bonus day, and the next Manila day (the sandbox clock moved a day) signs
// in for day 2 with the streak shown. Axe checks the page; the rule page lists the amounts.
import { expect, expectNoAxeViolations, registerAccount, test } from './support';

const DAY = 24 * 3600_000;

test('a new player signs in, sees the reward, and signs in again the next day for day 2', async ({ page, lane }) => {
  await registerAccount(page, { path: '/member' });
  const shortcut = page.getByTestId('member-shortcut').filter({ hasText: 'Daily sign-in' });
  await expect(shortcut).toContainText('new');
  await shortcut.click();
  await expect(page).toHaveURL(/\/activity\/sign-in$/);

  const days = page.getByTestId('sign-in-day');
  await expect(days).toHaveCount(7);
  await expect(days.nth(0)).toHaveAttribute('data-state', 'today');
  await expect(page.getByTestId('sign-in-streak')).toHaveText('Sign in today to start your streak.');
  await expectNoAxeViolations(page);

  const reward = page.getByTestId('reward-modal');
  const dismiss = async () =>
    expect(async () => {
      await reward.click();
      await expect(reward).toBeHidden({ timeout: 1000 });
    }).toPass();

  await page.getByRole('button', { name: 'Sign in and get ₱1.00' }).dblclick();
  await expect(reward).toContainText('₱1.00 in coins');
  await expect(reward).toContainText('Free bonus: it unlocks with your first deposit.');
  await dismiss();
  await expect(page.getByTestId('sign-in-done')).toHaveText('Signed in today. Come back tomorrow for day 2.');
  await expect(days.nth(0)).toHaveAttribute('data-state', 'signed');

  const bonus = page.getByTestId('login-bonus');
  await bonus.getByRole('button', { name: 'Claim ₱2.00' }).click();
  await expect(reward).toContainText('₱2.00 in coins');
  await dismiss();
  await expect(bonus).toContainText('Claimed today. Come back another day for day 2.');

  // The next Manila day.
  await lane.moveClock(DAY);
  await page.reload();
  await expect(page.getByTestId('sign-in-streak')).toHaveText('Sign-in streak: 1');
  await expect(days.nth(1)).toHaveAttribute('data-state', 'today');
  await page.getByRole('button', { name: 'Sign in and get ₱2.00' }).click();
  await expect(reward).toContainText('₱2.00 in coins');
  await dismiss();
  await expect(page.getByTestId('sign-in-streak')).toHaveText('Sign-in streak: 2');
  await expect(days.nth(1)).toHaveAttribute('data-state', 'signed');

  await page.getByRole('link', { name: 'Rules', exact: true }).click();
  await expect(page).toHaveURL(/\/activity\/sign-in\/rule$/);
  await expect(page.getByTestId('rule-days').getByRole('listitem')).toHaveText(['Day 1: ₱1.00', 'Day 2: ₱2.00', 'Day 3: ₱3.00', 'Day 4: ₱5.00', 'Day 5: ₱5.00', 'Day 6: ₱8.00', 'Day 7: ₱15.00']);
});

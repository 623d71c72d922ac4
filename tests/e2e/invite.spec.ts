// Invite journey (issue 24): player A copies the invite link on /share; player B, in a browser of
// their own, opens it, registers by phone and deposits ₱100; A then sees B in the invite records
// and in the agent's team, and claims the valid invite's reward once. Axe checks /share.
import { expect, expectNoAxeViolations, freshMobile, openApp, PASSWORD, registerAccount, SANDBOX_URL, smsCodeSentBy, test } from './support';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a friend who registers through the link and deposits pays the inviter once', async ({ page, browser, request, baseURL }) => {
  test.slow();
  await registerAccount(page, { path: '/share' });
  const code = (await page.getByTestId('invite-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await page.getByTestId('invite-copy-link').click();
  await expect(page.getByText('Copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${new URL(baseURL!).origin}/auth/register?inviteCode=${code}`);
  await expectNoAxeViolations(page);

  // Player B: another browser, opening the link.
  const other = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const friend = await other.newPage();
  await friend.addInitScript(() => {
    localStorage.setItem('home_guide_seen', '1');
    sessionStorage.setItem('popups_shown', JSON.stringify(['activity:25', 'activity:44', 'activity:39', 'activity:20', 'activity:32']));
  });
  const mobile = freshMobile();
  await friend.goto(link);
  await expect(friend.locator('#cover')).toBeHidden();
  await friend.getByRole('tab', { name: 'Phone' }).click();
  await friend.getByLabel('Mobile number').fill(mobile);
  const sms = await smsCodeSentBy(request, mobile, () => friend.getByRole('button', { name: 'Send code' }).click());
  await friend.getByLabel('Verification code').fill(sms);
  await friend.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await friend.getByRole('checkbox').check();
  await friend.getByRole('button', { name: 'Sign up' }).click();
  await expect(friend.getByRole('banner').getByTestId('balance')).toHaveText('₱0.00');
  const token = await friend.evaluate(() => localStorage.getItem('access_token'));
  // B deposits ₱100 (paid by the stand-in provider): a valid invite.
  const placed = await request.post('/app/v1/recharge', {
    headers: { authorization: `Bearer ${token}` },
    data: { typeId: 1, amount: 10_000, requestId: `invite-${mobile}`, platform: 0, clientReferrer: '' },
  });
  const orderNo = ((await placed.json()) as { order: { orderNo: string } }).order.orderNo;
  expect((await request.post(`${SANDBOX_URL}/sandbox/dev/deposits/${orderNo}/pay`)).ok()).toBe(true);
  await other.close();

  // A sees B (masked) in the records and in the team.
  const masked = `${mobile.slice(0, 2)}***${mobile.slice(-2)}`;
  await openApp(page, '/share');
  await expect(page.getByTestId('invite-invited')).toHaveText('1');
  await expect(page.getByTestId('invite-valid')).toHaveText('1');
  await expect(page.getByTestId('invite-record')).toHaveCount(1);
  await expect(page.getByTestId('invite-record')).toContainText(masked);
  await expect(page.getByTestId('invite-record')).toContainText('Reward ready');
  await openApp(page, '/agent?tabActive=team');
  await expect(page.getByTestId('agent-team-size')).toHaveText('Team members: 1');
  await expect(page.getByTestId('agent-member')).toContainText(masked);
  await expect(page.getByTestId('agent-member')).toContainText('Level 1');
  // The account tab's red dot: a reward waits (the agent5 flag).
  await openApp(page, '/');
  await expect(page.getByTestId('red-dot-mail-vip-task-fund-agent')).toBeVisible();

  // A claims the reward once (a double tap), with the reward modal.
  await openApp(page, '/share');
  await page.getByTestId('invite-claim').dblclick();
  const reward = page.getByTestId('reward-modal');
  await expect(reward).toContainText('₱50.00');
  await expect(async () => {
    await reward.click();
    await expect(reward).toBeHidden({ timeout: 1000 });
  }).toPass();
  await expect(page.getByTestId('invite-record')).toContainText('Reward claimed');
  await expect(page.getByTestId('invite-claim')).toHaveCount(0);
  await openApp(page, '/agent?tabActive=claims');
  await expect(page.getByTestId('agent-log-row')).toHaveCount(1);
  await expect(page.getByTestId('agent-log-row')).toContainText('Invite reward₱50.00');
});

// Customer service journeys (issue 12): the chat widget's script loads only when the player asks
// for it; the member centre opens the sandbox's stand-in chat maximised, which answers from its FAQ;
// a VIP player reaches the VIP host on /service/vip, others are told how to get there. Axe checks
// the service pages.
import { expect, expectBackEntries, expectNoAxeViolations, openApp, registerAccount, SANDBOX_URL, test } from './support';

test('customer service opens the stand-in chat widget, loaded only when asked for', async ({ page }) => {
  const widgetLoads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sandbox/chat/widget.js')) widgetLoads.push(request.url());
  });
  await registerAccount(page);
  expect(widgetLoads).toEqual([]);

  await page.getByRole('navigation', { name: /main/i }).getByRole('button', { name: /Account/ }).click();
  await page.getByRole('main').getByRole('button', { name: 'Customer service' }).click();
  const widget = page.getByRole('dialog', { name: 'Customer service chat' });
  await expect(widget).toBeVisible();
  expect(widgetLoads).toHaveLength(1);
  const chat = page.frameLocator('iframe[title="Customer service chat"]');
  await expect(chat.getByRole('log')).toContainText('How can we help you today?');
  await chat.getByLabel('Your message').fill('My GCash deposit did not arrive');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('log')).toContainText('reference number');
  await widget.getByRole('button', { name: 'Close chat' }).click();
  await expect(widget).toBeHidden();
  // Closing takes the chat's history entry back in a task of its own (lib/back-stack.ts).
  await expectBackEntries(page, 0);

  // Android back closes the chat like every other sheet, and leaves the player where they were.
  const here = page.url();
  await page.getByRole('main').getByRole('button', { name: 'Customer service' }).click();
  await expect(widget).toBeVisible();
  // A thumb's back comes after the entry is in (a loaded machine can be quicker than it is pushed).
  await expectBackEntries(page, 1);
  await page.goBack();
  await expect(widget).toBeHidden();
  expect(page.url()).toBe(here);
  await expect(page.getByRole('main').getByRole('button', { name: 'Customer service' })).toBeVisible();
});

test('the service page lists the lines; the VIP line is for VIP players', async ({ page, request }) => {
  const account = await registerAccount(page, { path: '/service' });
  await expect(page.getByRole('heading', { name: 'Live chat' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Facebook Page/ })).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);

  await openApp(page, '/service/vip');
  await expect(page.getByText('The VIP line is for VIP members.')).toBeVisible();
  await expectNoAxeViolations(page);

  expect((await request.post(`${SANDBOX_URL}/sandbox/dev/vip`, { data: { account, vip: 1 } })).ok()).toBe(true);
  await openApp(page, '/service/vip');
  await page.getByTestId('open-chat').click();
  const chat = page.frameLocator('iframe[title="Customer service chat"]');
  await expect(chat.getByRole('heading', { name: 'VIP host (sandbox)' })).toBeVisible();
  await expect(chat.getByRole('log')).toContainText('I am your VIP host');
});

// Helpers for the journeys: the sandbox's dev endpoints (SMS outbox, maintenance and config
// switches) on its own port, and fresh player identities.
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { SANDBOX_PORT } from '../../playwright.config';

export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;

/**
 * The journeys' `test`: a first-time player gets the home tour over the lobby, which would cover
 * what most journeys tap, so it is skipped whenever it shows (`test.use({ skipHomeGuide: false })`
 * keeps it, for the journey about the tour itself).
 */
export const test = base.extend<{ skipHomeGuide: boolean; skipPopups: boolean }>({
  skipHomeGuide: [true, { option: true }],
  // The activity popups (notice, offers, download) open on home once per session; journeys about
  // something else start with them marked as shown (`test.use({ skipPopups: false })` keeps them).
  skipPopups: [true, { option: true }],
  page: async ({ page, skipHomeGuide, skipPopups }, use) => {
    if (skipPopups) {
      await page.addInitScript(() => {
        const key = 'popups_shown';
        const shown: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
        const keys = ['activity:25', 'activity:44', 'activity:39', 'activity:20', 'activity:32'];
        sessionStorage.setItem(key, JSON.stringify([...new Set([...(Array.isArray(shown) ? shown : []), ...keys])]));
      });
    }
    if (skipHomeGuide) {
      // In either language: a journey may switch to Filipino before the tour shows.
      const tour = page.getByRole('dialog', { name: /^(Welcome! A quick tour|Maligayang pagdating! Maikling gabay)$/ });
      await page.addLocatorHandler(tour, async (dialog) => {
        await dialog.getByRole('button', { name: /^(Skip|Laktawan)$/ }).click();
      });
    }
    await use(page);
  },
});
export { expect };

let counter = 0;
const runTag = Date.now().toString().slice(-5);

/** A PH mobile number no other test uses: 9 + 9 digits. */
export function freshMobile(): string {
  counter += 1;
  return `9${runTag}${String(counter).padStart(4, '0')}`;
}

/** An account name no other test uses. */
export function freshAccount(): string {
  counter += 1;
  return `p${runTag}${counter}`;
}

/** Runs `send` (which makes the sandbox send a code to `mobile`) and returns that new code. */
export async function smsCodeSentBy(request: APIRequestContext, mobile: string, send: () => Promise<void>): Promise<string> {
  const outbox = async () => {
    const res = await request.get(`${SANDBOX_URL}/sandbox/dev/sms-outbox?mobile=${mobile}`);
    return ((await res.json()) as { messages: { code: string }[] }).messages;
  };
  const before = (await outbox()).length;
  await send();
  let code = '';
  await expect
    .poll(async () => {
      const messages = await outbox();
      code = messages.length > before ? messages[0].code : '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** Turns the sandbox's maintenance mode on (1) or off (0). */
export async function setMaintenance(request: APIRequestContext, status: 0 | 1): Promise<void> {
  const res = await request.post(`${SANDBOX_URL}/sandbox/dev/maintenance`, { data: { status } });
  expect(res.ok()).toBe(true);
}

/** Patches the sandbox's app config (shallow merge). */
export async function patchConfig(request: APIRequestContext, patch: Record<string, unknown>): Promise<void> {
  const res = await request.post(`${SANDBOX_URL}/sandbox/dev/config`, { data: patch });
  expect(res.ok()).toBe(true);
}

/** Opens `path` and waits until the cover view is gone (theme and pre-login finished). */
export async function openApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#cover')).toBeHidden();
}

/** The password of the players the journeys register. */
export const PASSWORD = 'secret99';

/** Registers a fresh account through the UI; ends on home with the ₱10.00 sign-up balance. */
export async function registerAccount(page: Page): Promise<string> {
  const account = freshAccount();
  await openApp(page, '/auth/register');
  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByLabel('Account name').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('₱10.00');
  return account;
}

/** Axe on the page, or on the part `include` selects: no violations at all. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`)).toEqual([]);
}

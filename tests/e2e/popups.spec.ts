// The popup queue (issue 12, spec section 4; issue 26): on home, the notice popup waits behind the
// age notice and shows once it is accepted; no other opens in that visit (one popup before the
// player's first action), the next in sort order takes its turn at the next visit, and none shows
// twice in the session.
import { expect, expectNoAxeViolations, openApp, registerAccount, test } from './support';

test.use({ skipPopups: false });

/** Each page load's dialogs as they open, with the dialogs already open at that moment. */
type DialogLog = { name: string; over: string[] }[];

test('popups: never more than one before the first action, the next at the next visit, each once per session, never over the age notice', async ({ page, lane }) => {
  // The age notice shows where the operator asks for it.
  await lane.patchConfig({ h5ClientMode: 1 });
  await page.addInitScript(() => {
    const log: { name: string; over: string[] }[] = [];
    (window as unknown as { dialogLog: typeof log }).dialogLog = log;
    const name = (el: Element) => el.getAttribute('aria-label') ?? document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ?? '?';
    let open: Element[] = [];
    new MutationObserver(() => {
      const now = [...document.querySelectorAll('[role="dialog"]')];
      for (const el of now) if (!open.includes(el)) log.push({ name: name(el), over: open.map(name) });
      open = now;
    }).observe(document, { childList: true, subtree: true });
  });
  const dialogLog = () => page.evaluate(() => (window as unknown as { dialogLog: DialogLog }).dialogLog);
  // The popups' code, asked for whenever one of them opens.
  const popupChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(notice|invite-spin)-modal-[\w-]+\.js$/.test(request.url())) popupChunks.push(request.url());
  });

  await openApp(page, '/');
  const age = page.getByRole('dialog').filter({ hasText: '21' }).first();
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
  // The banners show once the activities have arrived, which queues the popups: they wait.
  await expect(page.locator('[aria-roledescription="carousel"]')).toBeVisible();
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(age).toBeHidden();

  const notice = page.getByRole('dialog', { name: 'Notice' });
  await expect(notice).toContainText('Bank maintenance tonight');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await notice.getByRole('button', { name: 'OK' }).click();

  // One popup before the player's first action: the rest (Invite & Spin) wait for a later visit.
  await expect(notice).toBeHidden();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const opened = await dialogLog();
  expect(opened.map((dialog) => dialog.name).filter((name) => name !== 'Notice' && name !== 'Age and eligibility notice')).toEqual([]);
  expect(opened.filter((dialog) => dialog.over.length > 0)).toEqual([]);

  // The next visit: the next in sort order for a guest, Invite & Spin (the wheel, asking a guest to
  // log in or register; first deposit is for members, the download prompt waits for a deposit or win).
  await page.reload();
  const spin = page.getByRole('dialog', { name: 'Invite & Spin' });
  await expect(spin.getByTestId('spin-guest')).toContainText('Log in or register to spin');
  await expect(spin.getByTestId('spin-button')).toBeDisabled();
  await spin.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await dialogLog()).map((dialog) => dialog.name)).toEqual(['Invite & Spin']);

  // Once per session: a reload shows none of them again. The activities arrive with the banners,
  // and a popup they opened would ask for its code in that same render.
  popupChunks.length = 0;
  await page.reload();
  await expect(page.locator('#cover')).toBeHidden();
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(page.locator('[aria-roledescription="carousel"]')).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2500)));
  expect(popupChunks).toEqual([]);
  expect(await dialogLog()).toEqual([]);
});

test("a member's notice popup marks its notice read and leads to every notice; opening one marks it read; the Account page's Notices entry keeps its dot while one waits", async ({ page }) => {
  await registerAccount(page);
  // The notice comes first in sort order, and alone in the visit.
  const notice = page.getByRole('dialog', { name: 'Notice' });
  await expect(notice).toContainText('Bank maintenance tonight');
  await notice.getByRole('button', { name: 'All notices' }).click();
  await expect(page).toHaveURL(/\/notices$/);
  await expect(notice).toBeHidden();

  // The popup's notice (newest) is read; the two older ones wait.
  const rows = page.getByTestId('notice-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Bank maintenance tonight');
  await expect(rows.nth(0).getByTestId('notice-unread')).toHaveCount(0);
  await expect(page.getByTestId('notice-unread')).toHaveCount(2);
  await expectNoAxeViolations(page);

  // Opening one shows its whole text and marks it read, here and after a reload.
  const second = rows.nth(1);
  await second.getByRole('button').click();
  await expect(second.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  await expect(second.getByTestId('notice-unread')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('notice-unread')).toHaveCount(1);

  // One still waits: the Account page's entry says so.
  await page.goto('/member');
  const entry = page.getByRole('link', { name: /^Notices/ });
  await expect(entry).toContainText('new');
  await entry.click();
  await expect(page).toHaveURL(/\/notices$/);
  await page.getByTestId('notice-row').nth(2).getByRole('button').click();
  await expect(page.getByTestId('notice-unread')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/member$/);
  await expect(page.getByRole('link', { name: /^Notices/ })).not.toContainText('new');
});

test('popup art that draws a button works: a tap on the first-deposit banner opens the deposit, as its Deposit now does', async ({ page }) => {
  // Only the first-deposit popup is left to show.
  await page.addInitScript(() => {
    const shown: unknown = JSON.parse(sessionStorage.getItem('popups_shown') ?? '[]');
    const others = ['activity:25', 'activity:39', 'activity:20', 'activity:32'];
    sessionStorage.setItem('popups_shown', JSON.stringify([...new Set([...(Array.isArray(shown) ? shown : []), ...others])]));
  });
  await registerAccount(page);
  const popup = page.getByRole('dialog', { name: 'First deposit bonus' });
  const art = popup.locator('img[src*="/banners/"]');
  await expect(art).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await art.click();
  await expect(page).toHaveURL(/\/wallets\?name=deposit&back=1$/);
  await expect(popup).toBeHidden();
});

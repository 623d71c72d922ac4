// The popup queue (issue 12, spec section 4): on home, the notice popup waits behind the age
// notice, shows once accepted, then the next popup in sort order; none shows again in the session.
import { expect, expectNoAxeViolations, openApp, test } from './support';

test.use({ skipPopups: false });

/** Each page load's dialogs as they open, with the dialogs already open at that moment. */
type DialogLog = { name: string; over: string[] }[];

test('the notice popup shows once per session and never over the age notice', async ({ page, lane }) => {
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

  // Next in sort order for a guest: invite spin, the wheel itself, asking a guest to log in or
  // register (first deposit is for members; the download popup needs a login).
  const spin = page.getByRole('dialog', { name: 'Invite & Spin' });
  await expect(spin.getByTestId('spin-guest')).toContainText('Log in or register to spin');
  await expect(spin.getByTestId('spin-button')).toBeDisabled();
  await spin.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Behind the age notice nothing else opened, however long it stayed: every popup opened alone.
  const opened = await dialogLog();
  expect(opened.map((dialog) => dialog.name)).toEqual(expect.arrayContaining(['Notice', 'Invite & Spin']));
  expect(opened.filter((dialog) => dialog.over.length > 0)).toEqual([]);

  // Once per session: a reload shows none of them again. The activities arrive with the banners,
  // and a popup they opened would ask for its code in that same render.
  popupChunks.length = 0;
  await page.reload();
  await expect(page.locator('#cover')).toBeHidden();
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(page.locator('[aria-roledescription="carousel"]')).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(popupChunks).toEqual([]);
  expect(await dialogLog()).toEqual([]);
  await expect(page.getByTestId('notice-popup')).toHaveCount(0);
  await expect(page.getByTestId('invite-spin-popup')).toHaveCount(0);
});

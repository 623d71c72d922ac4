// The popup queue (issue 12, spec section 4): on home, the notice popup waits behind the age
// notice, shows once accepted, then the next popup in sort order; none shows again in the session.
import AxeBuilder from '@axe-core/playwright';
import { expect, openApp, patchConfig, test } from './support';

test.use({ skipPopups: false });

test('the notice popup shows once per session and never over the age notice', async ({ page, request }) => {
  await patchConfig(request, { h5ClientMode: 1 });
  try {
    await openApp(page, '/');
    const age = page.getByRole('dialog').filter({ hasText: '21' }).first();
    await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
    // Behind the age notice nothing else opens, however long it stays.
    await page.waitForTimeout(1000);
    await expect(page.getByTestId('notice-popup')).toHaveCount(0);
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(age).toBeHidden();

    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(notice).toContainText('Bank maintenance tonight');
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await notice.getByRole('button', { name: 'OK' }).click();

    // Next in sort order for a guest: invite spin (first deposit is for members; the download popup needs a login).
    const spin = page.getByRole('dialog', { name: 'Invite & Spin' });
    await expect(spin).toContainText('spin the wheel');
    await expect(spin.getByRole('button', { name: 'Deposit now' })).toBeVisible();
    await spin.getByRole('button', { name: 'Later' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Once per session: a reload shows none of them again.
    await page.reload();
    await expect(page.locator('#cover')).toBeHidden();
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page.getByTestId('notice-popup')).toHaveCount(0);
    await expect(page.getByTestId('invite-spin-popup')).toHaveCount(0);
  } finally {
    await patchConfig(request, { h5ClientMode: 0 });
  }
});

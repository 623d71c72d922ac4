// Info pages (issue 12): the FAQ search finds "GCash", an answer opens from a deep link, and the
// about, points, download, terms and privacy pages read well in both languages. Axe on each.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openApp, test } from './support';

/** Accepts the age notice where the config shows it. */
async function acceptAgeNotice(page: Page): Promise<void> {
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  if (await accept.isVisible()) await accept.click();
}

test('the FAQ search finds GCash, and an answer opens from its link', async ({ page }) => {
  await openApp(page, '/faq');
  await acceptAgeNotice(page);
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await page.getByLabel('Search questions').fill('GCash');
  await expect(page.getByRole('status').filter({ hasText: 'questions' })).toHaveText(/^\d+ of \d+ questions$/);
  const first = page.locator('details').first();
  await expect(first.locator('summary')).toHaveText('My GCash or Maya deposit has not arrived. What do I do?');
  await first.locator('summary').click();
  await expect(first).toContainText('reference number');
  await expect(page).toHaveURL(/\/faq#deposit-not-arrived$/);
  await expectNoAxeViolations(page);

  await page.getByLabel('Search questions').fill('bitcoin');
  await expect(page.getByText('No answer matches “bitcoin”.')).toBeVisible();

  // A shared link opens that answer.
  await openApp(page, '/faq#forgot-password');
  await expect(page.locator('details#forgot-password')).toHaveAttribute('open', '');
  await expect(page.locator('details#forgot-password')).toContainText('Forgot password');
});

test('about, points, download, terms and privacy pages', async ({ page }) => {
  await openApp(page, '/about-us');
  await acceptAgeNotice(page);
  await expect(page.getByRole('heading', { name: 'Licensed and regulated' })).toBeVisible();
  await expect(page.getByText('1553')).toBeVisible();
  await expectNoAxeViolations(page);
  await openApp(page, '/points');
  await expect(page.getByRole('heading', { name: 'How points work' })).toBeVisible();
  await expectNoAxeViolations(page);
  await openApp(page, '/download');
  // The journeys' phone is an Android one (Pixel 7): its steps, not the iPhone's.
  await expect(page.getByRole('heading', { name: 'On Android (Chrome)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await openApp(page, '/privacy-policy');
  await expect(page.getByText('Data Privacy Act of 2012 (Republic Act No. 10173)')).toBeVisible();
  await openApp(page, '/terms-of-use');
  await expect(page.getByText('Philippine Amusement and Gaming Corporation (PAGCOR)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'customer service' })).toHaveAttribute('href', '/service');
});

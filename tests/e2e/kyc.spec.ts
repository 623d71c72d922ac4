// KYC journey (issue 8): a new player is told when withdrawals need KYC, is refused under 21 with
// the reason, completes the four steps with test photos sent through the real edge (progress,
// downscaled on the phone, cleaned by the sandbox), sees pending, then approved after the
// sandbox's automatic review; a reload resumes a half-done form. Axe checks each screen.
import { expect, expectNoAxeViolations, openApp, registerAccount, SANDBOX_URL, test } from './support';
import { png } from '../test-images';

test('a player completes KYC with an ID photo and a selfie and sees pending, then approved', async ({ page }) => {
  // The withdraw tab says when KYC is needed and leads to it.
  await registerAccount(page, { path: '/wallets?name=withdraw' });
  await expect(page.getByTestId('withdraw-kyc-note')).toContainText('Withdrawals beyond ₱50,000.00 in all need a verified identity');
  await page.getByTestId('withdraw-kyc-note').getByRole('link', { name: 'Verify my identity' }).click();
  await expect(page).toHaveURL(/\/member\/profile\/kyc$/);
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Details: under 21 is refused with the reason.
  await page.getByLabel('Full name as on your ID').fill('Maria Clara Santos');
  await page.getByLabel('Date of birth').fill('2010-03-04');
  await page.getByLabel('Home address').fill('45 Rizal Ave, Brgy 310, Santa Cruz, Manila');
  await page.getByLabel('Where your money comes from').selectOption('employment');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('You must be 21 or older to play. Philippine law does not allow players under 21.')).toBeVisible();
  await page.getByLabel('Date of birth').fill('1992-08-21');
  await page.getByRole('button', { name: 'Next' }).click();

  // Declarations: every barred group, all needed; a reload resumes here with the details kept.
  await expect(page.getByRole('heading', { name: 'Declarations' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Tick every statement to go on.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Declarations' })).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Photos: picked from the gallery, downscaled, sent through the edge. Back (the phone's) goes to
  // the previous step, not off the page.
  await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Declarations' })).toBeVisible();
  await expect(page).toHaveURL(/\/member\/profile\/kyc$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Send both photos to go on.')).toBeVisible();
  await page.getByTestId('kyc-gallery-id').setInputFiles({ name: 'philsys-id.png', mimeType: 'image/png', buffer: Buffer.from(png(2400, 1500)) });
  await expect(page.getByTestId('kyc-photo-id')).toContainText('Sent (');
  // Not a photo by its name: refused before anything is read or sent.
  await page.getByTestId('kyc-gallery-selfie').setInputFiles({ name: 'selfie.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(page.getByTestId('kyc-photo-selfie')).toContainText('Choose a photo (JPG, PNG, WebP, GIF, BMP or TIFF).');
  await page.getByTestId('kyc-gallery-selfie').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: Buffer.from(png(900, 1200)) });
  await expect(page.getByTestId('kyc-photo-selfie')).toContainText('Sent (');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Check and send.
  await expect(page.getByRole('heading', { name: 'Check and send' })).toBeVisible();
  await expect(page.getByText('Maria Clara Santos')).toBeVisible();
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByRole('heading', { name: 'We are checking your details' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The sandbox approves a well-formed submission after its short delay; the page re-checks.
  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'approved', { timeout: 20_000 });
  await expect(page.getByText('Thank you, Maria Clara Santos.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Verified: the withdraw tab no longer asks for it.
  await openApp(page, '/wallets?name=withdraw');
  await expect(page.getByTestId('withdrawable')).toBeVisible();
  await expect(page.getByTestId('withdraw-kyc-note')).toHaveCount(0);
});

test('a rejected verification shows its reason and offers the form again', async ({ page, request }) => {
  const account = await registerAccount(page, { path: '/member/profile/kyc' });
  await page.getByLabel('Full name as on your ID').fill('Jose Rizal Mercado');
  await page.getByLabel('Date of birth').fill('1985-06-19');
  await page.getByLabel('Home address').fill('12 Mabini St, Calamba, Laguna');
  await page.getByLabel('Where your money comes from').selectOption('business');
  await page.getByRole('button', { name: 'Next' }).click();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('kyc-gallery-id').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: Buffer.from(png(1200, 800)) });
  await expect(page.getByTestId('kyc-photo-id')).toContainText('Sent (');
  await page.getByTestId('kyc-gallery-selfie').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png(600, 800)) });
  await expect(page.getByTestId('kyc-photo-selfie')).toContainText('Sent (');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'pending');

  // The operator rejects it (the sandbox's dev trigger) before the automatic approval.
  const res = await request.post(`${SANDBOX_URL}/sandbox/dev/kyc/${account}/reject`, { data: { reason: 'The ID photo is blurred' } });
  expect(res.ok()).toBe(true);
  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'rejected', { timeout: 15_000 });
  await expect(page.getByText('Reason: The ID photo is blurred.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expectNoAxeViolations(page);
});

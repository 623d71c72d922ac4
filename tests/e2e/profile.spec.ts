// Profile journey (issue 8): a player uploads their own photo as avatar (a wrong file refused
// first; the picture cropped square on the phone, cleaned by the sandbox, served through the real
// edge) and sees it in the member centre; fills personal details and a Philippine address (with
// the forms' messages for a bad e-mail and ZIP), which stay after a reload; sets then changes the
// safebox password (a wrong current one refused with the tries left). Axe checks each page.
import { expect, expectNoAxeViolations, openApp, registerAccount, test } from './support';
import { png } from '../test-images';

test('a player uploads a photo as avatar and sees it in the member centre', async ({ page }) => {
  await registerAccount(page, { path: '/member/profile' });
  await expect(page.getByRole('heading', { name: 'Avatar' })).toBeVisible();

  // Own photo: an SVG is refused before upload; a tall photo goes up as a square.
  await page.getByTestId('avatar-gallery').setInputFiles({ name: 'me.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
  await expect(page.getByTestId('avatar-upload').getByRole('alert')).toContainText('This file is not a photo');
  await page.getByTestId('avatar-gallery').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png(900, 1200)) });
  await expect(page.getByText('Photo saved as your avatar')).toBeVisible();
  const mine = page.getByRole('radio', { name: 'Your photo' });
  await expect(mine).toHaveAttribute('aria-checked', 'true');
  const picture = mine.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/sandbox\/avatars\/[A-Za-z0-9_-]{43}$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`)).toBe('512x512');
  await expectNoAxeViolations(page);

  // The member centre shows the photo.
  await openApp(page, '/member');
  await expect(page.locator('img[src^="/sandbox/avatars/"]').first()).toBeVisible();
});

test('a player fills details and address, and sets then changes the safebox password', async ({ page }) => {
  await registerAccount(page, { path: '/member/profile' });
  await expect(page.getByTestId('profile-safebox')).toContainText('Not set');
  await page.getByTestId('profile-info-link').click();
  await expect(page).toHaveURL(/\/member\/profile\/info$/);
  const other = page.getByTestId('other-form');
  await expect(other.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await expectNoAxeViolations(page);
  await other.getByLabel('Full name (as on your ID)').fill('Maria Santos');
  await other.getByLabel('Birthday').fill('1990-05-20');
  await other.getByLabel('Source of income').selectOption('employment');
  await other.getByLabel('Work').selectOption('ofw');
  await other.getByLabel('E-mail (optional)').fill('maria@');
  await other.getByRole('button', { name: 'Save details' }).click();
  await expect(other.getByText('Enter an e-mail like name@example.com.')).toBeVisible();
  await expect(other.getByLabel('E-mail (optional)')).toBeFocused();
  await other.getByLabel('E-mail (optional)').fill('maria@example.ph');
  await other.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Details saved')).toBeVisible();

  const address = page.getByTestId('address-form');
  await address.getByLabel('House no., street, subdivision').fill('Blk 4 Lot 12, Sampaguita St.');
  await address.getByLabel('Barangay').fill('San Isidro');
  await address.getByLabel('City or municipality').fill('Quezon City');
  await address.getByLabel('Province').fill('Metro Manila');
  await address.getByLabel('ZIP code').fill('110');
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(address.getByText('Enter the 4-digit ZIP code, e.g. 1100.')).toBeVisible();
  await address.getByLabel('ZIP code').fill('1100');
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address saved')).toBeVisible();

  // Safebox: set, then change (a wrong current password first).
  const safebox = page.getByTestId('safebox-form');
  await safebox.getByLabel('New safebox password', { exact: true }).fill('135790');
  await safebox.getByLabel('Enter the new password again', { exact: true }).fill('135791');
  await safebox.getByRole('button', { name: 'Set safebox password' }).click();
  await expect(safebox.getByText('The two passwords are not the same.')).toBeVisible();
  await safebox.getByLabel('Enter the new password again', { exact: true }).fill('135790');
  await safebox.getByRole('button', { name: 'Set safebox password' }).click();
  await expect(page.getByText('Safebox password saved')).toBeVisible();
  await expect(safebox.getByRole('button', { name: 'Change safebox password' })).toBeVisible();
  await safebox.getByLabel('Current safebox password', { exact: true }).fill('000000');
  await safebox.getByLabel('New safebox password', { exact: true }).fill('246802');
  await safebox.getByLabel('Enter the new password again', { exact: true }).fill('246802');
  await safebox.getByRole('button', { name: 'Change safebox password' }).click();
  await expect(safebox.getByTestId('safebox-failure')).toHaveText('The old safebox password is wrong. 4 tries left.');
  await safebox.getByLabel('Current safebox password', { exact: true }).fill('135790');
  await safebox.getByRole('button', { name: 'Change safebox password' }).click();
  await expect(safebox.getByTestId('safebox-failure')).toBeHidden();
  await expect(safebox.getByLabel('Current safebox password', { exact: true })).toHaveValue('');
  await expectNoAxeViolations(page);

  // Saved for real: a reload shows them again.
  await page.reload();
  await expect(page.getByTestId('address-form').getByLabel('ZIP code')).toHaveValue('1100');
  await expect(page.getByTestId('other-form').getByLabel('Work')).toHaveValue('ofw');
  await openApp(page, '/member/profile');
  await expect(page.getByTestId('profile-safebox')).toContainText('Set');
});

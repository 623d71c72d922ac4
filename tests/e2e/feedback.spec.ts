// Feedback journey (issue 12): a player sends feedback with two photos (a large camera-like one
// downscaled on the phone, and a small screenshot), a wrong file is refused before upload, the
// record shows it waiting, and the operator's reply appears. Axe checks each page.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openApp, registerAccount, SANDBOX_URL, test } from './support';

// A real 1×1 PNG.
const SMALL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A 2400×1800 noisy JPEG made in the page (a phone camera photo, well over the keep-as-is size). */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const context = canvas.getContext('2d')!;
    const image = context.createImageData(2400, 1800);
    for (let i = 0; i < image.data.length; i++) image.data[i] = (i * 2654435761) % 251;
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

test('a player sends feedback with two photos and sees the reply', async ({ page, request }) => {
  await registerAccount(page, { path: '/feedback' });
  await expectNoAxeViolations(page);

  // Nothing chosen, nothing written: the form says what is missing.
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Choose what your feedback is about.')).toBeVisible();
  await expect(page.getByText('Write at least 10 characters so we can help.')).toBeVisible();

  await page.getByRole('radio', { name: 'Deposit' }).click();
  await page.getByLabel('Your message').fill('My GCash deposit of ₱500 at 9:15 has not arrived. Ref 1234567890.');

  // A file that is not a photo is refused before any upload.
  const input = page.getByTestId('photo-input');
  await input.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByText('notes.pdf is not a photo we can take.')).toBeVisible();

  const photo = await cameraPhoto(page);
  expect(photo.byteLength).toBeGreaterThan(300 * 1024);
  await input.setInputFiles([
    { name: 'camera.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'screenshot.png', mimeType: 'image/png', buffer: SMALL_PNG },
  ]);
  await expect(page.getByText('Photos (2 of 3)')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo 2' })).toBeVisible();

  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page).toHaveURL(/\/feedback\/record\/\d+$/);
  await expect(page.getByTestId('feedback-status')).toHaveText('Waiting for reply');
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(2);
  await expectNoAxeViolations(page);
  const id = /\/feedback\/record\/(\d+)$/.exec(page.url())![1];
  // The camera photo left downscaled (a JPEG a fraction of its size); the screenshot as it was.
  const sent = await page.evaluate(async (feedbackId) => {
    const response = await fetch('/app/v1/feedbackDetail', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('access_token')}` },
      body: JSON.stringify({ id: Number(feedbackId) }),
    });
    return ((await response.json()) as { feedback: { images: { mime: string; size: number }[] } }).feedback.images;
  }, id);
  expect(sent[0]!.mime).toBe('image/jpeg');
  expect(sent[0]!.size).toBeLessThan(photo.byteLength / 2);
  expect(sent[1]).toEqual({ url: expect.any(String), mime: 'image/png', size: SMALL_PNG.byteLength });

  // The operator replies (the dev endpoint, at once).
  expect((await request.post(`${SANDBOX_URL}/sandbox/dev/feedback/${id}/reply`, { data: {} })).ok()).toBe(true);
  // The sent form was replaced in history: the record is reached from the form's header.
  await openApp(page, '/feedback');
  await page.getByRole('link', { name: 'My feedback' }).click();
  const row = page.getByTestId('feedback-row').first();
  await expect(row.getByTestId('feedback-status')).toHaveText('Replied');
  await expectNoAxeViolations(page);
  await row.getByRole('link').click();
  await expect(page.getByTestId('feedback-reply')).toContainText('GCash or Maya reference number');
});

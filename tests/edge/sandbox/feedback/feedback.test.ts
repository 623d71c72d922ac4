// Feedback in the sandbox: validated like the KYC upload (session, multipart, type sniffed from
// the bytes, size and count limits, hostile text), idempotent by requestId, the record and its
// photos, and the operator's reply after the delay or at once through the dev endpoint.
import { describe, expect, it } from 'vitest';
import { FEEDBACK_CALLS, FeedbackErrorCode } from '../../../../contract/feedback';
import { MAX_FEEDBACK_IMAGE_BYTES } from '../../../../contract/feedback.schemas';
import { FEEDBACK_REPLY_DELAY_MS } from '../../../../edge/sandbox/feedback/feedback-replies';
import { makeSandbox } from '../helpers';
import { jpeg, png } from '../../../test-images';

const PNG = png(8, 8);
const JPEG = jpeg(8, 8);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const TEXT = 'My GCash deposit of 500 has not arrived after an hour.';
let n = 0;

async function send(sandbox: ReturnType<typeof makeSandbox>, fields: Record<string, string | Blob>, token?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ category: 'deposit', content: TEXT, requestId: `req-${Date.now()}-${++n}`, ...fields })) form.append(name, value);
  return sandbox.app.request('/app/v1/feedbackSave', { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('feedbackSave', () => {
  it('stores text and photos (type from the bytes), lists them, and serves the photos by token', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('fbuser01');
    const res = await send(sandbox, { image1: new File([PNG], 'a.jpg', { type: 'image/jpeg' }), image2: new File([JPEG], 'b.jpg') }, token);
    const body = await res.json();
    expect(body).toMatchObject({ code: 200, feedback: { category: 'deposit', content: TEXT, status: 'pending', imageCount: 2 } });
    const list = (await sandbox.call('feedbackList', { pageNum: 1, pageSize: 20 }, token)).body;
    expect(list).toMatchObject({ total: 1, list: [{ id: body.feedback.id, imageCount: 2 }] });
    const detail = (await sandbox.call('feedbackDetail', { id: body.feedback.id }, token)).body.feedback;
    expect(detail.images.map((i: { mime: string }) => i.mime)).toEqual(['image/png', 'image/jpeg']);
    const photo = await sandbox.app.request(detail.images[0].url);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PNG);
    expect((await sandbox.app.request('/sandbox/feedback/images/not-a-token')).status).toBe(404);
  });

  it('refuses what is not a photo (1601), more photos than the config allows (1602), and stores nothing', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('fbuser02');
    for (const file of [new File([SVG], 'x.png', { type: 'image/png' }), new File(['hello'], 'x.jpg')]) {
      expect(await (await send(sandbox, { image1: new File([PNG], 'ok.png'), image2: file }, token)).json()).toMatchObject({ code: FeedbackErrorCode.imageTypeRejected });
    }
    const four = Object.fromEntries([1, 2, 3, 4].map((i) => [`image${i}`, new File([PNG], `${i}.png`)]));
    expect(await (await send(sandbox, four, token)).json()).toMatchObject({ code: FeedbackErrorCode.tooManyImages, limit: 3 });
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM feedback').pluck().get()).toBe(0);
  });

  it('needs a session (401), multipart (415), valid fields (400), and holds the size limits (413)', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('fbuser03');
    expect((await send(sandbox, {})).status).toBe(401);
    expect((await sandbox.raw('feedbackSave', JSON.stringify({ category: 'deposit', content: TEXT, requestId: 'abcdefgh' }), { authorization: `Bearer ${token}` })).status).toBe(415);
    const cases: Record<string, string | Blob>[] = [{ content: 'short' }, { content: 'x'.repeat(1001) }, { category: 'complaint' }, { requestId: 'bad id!' }, { content: `${TEXT}\u0000` }, { image1: 'text' }, { image1: new File([], 'a.png') }];
    for (const fields of cases) {
      expect((await send(sandbox, fields, token)).status, JSON.stringify(Object.keys(fields))).toBe(400);
    }
    expect((await send(sandbox, { image1: new File([new Uint8Array(MAX_FEEDBACK_IMAGE_BYTES + 1)], 'a.png') }, token)).status).toBe(400);
    expect((await send(sandbox, { image1: new File([new Uint8Array(FEEDBACK_CALLS.feedbackSave.maxBodyBytes)], 'a.png') }, token)).status).toBe(413);
  });

  it('answers the same feedback for the same requestId, even when sent twice at once', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('fbuser04');
    const answers = await Promise.all([1, 2, 3].map(() => Promise.resolve(send(sandbox, { requestId: 'same-request-1', image1: new File([PNG], 'a.png') }, token)).then((r: Response) => r.json())));
    expect(new Set(answers.map((a: { feedback: { id: number } }) => a.feedback.id)).size).toBe(1);
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM feedback_images').pluck().get()).toBe(1);
  });

  it('caps feedbacks a day (1604)', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('fbuser05');
    for (let i = 0; i < 10; i++) expect((await (await send(sandbox, {}, token)).json()).code).toBe(200);
    expect(await (await send(sandbox, {}, token)).json()).toMatchObject({ code: FeedbackErrorCode.dailyLimit, limit: 10 });
  });
});

describe('the operator’s replies', () => {
  it('come after the delay, or at once from the dev endpoint; another player sees nothing', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('fbuser06');
    const other = await sandbox.registerAccount('fbuser07');
    const first = (await (await send(sandbox, {}, token)).json()).feedback.id;
    const second = (await (await send(sandbox, { category: 'suggestion', content: 'Please add more fishing games.' }, token)).json()).feedback.id;
    expect((await sandbox.call('feedbackDetail', { id: first }, other.token)).body.code).toBe(FeedbackErrorCode.notFound);
    const reply = await sandbox.app.request(`/sandbox/dev/feedback/${second}/reply`, { method: 'POST', body: JSON.stringify({ content: 'Noted, thank you!' }), headers: { 'content-type': 'application/json' } });
    expect(reply.status).toBe(200);
    let detail = (await sandbox.call('feedbackDetail', { id: second }, token)).body.feedback;
    expect(detail).toMatchObject({ status: 'replied', replies: [{ content: 'Noted, thank you!' }] });
    expect((await sandbox.call('feedbackDetail', { id: first }, token)).body.feedback.status).toBe('pending');
    sandbox.clock.advance(FEEDBACK_REPLY_DELAY_MS);
    detail = (await sandbox.call('feedbackDetail', { id: first }, token)).body.feedback;
    expect(detail.status).toBe('replied');
    expect(detail.replies[0].content).toContain('GCash or Maya reference number');
    expect((await sandbox.app.request('/sandbox/dev/feedback/999/reply', { method: 'POST', body: '{}' })).status).toBe(404);
  });

});

describe('feedback photos are cleaned and capped (issue 27)', () => {
  const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

  it('stores a JPEG without its EXIF/GPS block and comment, and serves it inline, nosniff, under a CSP that runs nothing', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('fbclean1');
    const withGps = jpeg(640, 480, { comment: 'Samsung SM-A145F' });
    expect(latin1(withGps)).toContain('GPSLatitude');
    const body = await (await send(sandbox, { image1: new File([withGps], 'gps.jpg') }, token)).json();
    expect(body).toMatchObject({ code: 200 });
    const detail = (await sandbox.call('feedbackDetail', { id: body.feedback.id }, token)).body.feedback;
    const photo = await sandbox.app.request(detail.images[0].url);
    const served = latin1(new Uint8Array(await photo.arrayBuffer()));
    expect(served).not.toContain('GPS');
    expect(served).not.toContain('Exif');
    expect(served).not.toContain('Samsung');
    expect(photo.headers.get('content-disposition')).toBe('inline; filename="feedback-photo.jpg"');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(photo.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('drops the markup of a PNG polyglot and refuses a JPEG whose picture data hides a script (1605), a BMP or GIF (1601)', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('fbclean2');
    const polyglot = png(16, 16, { extra: [['tEXt', 'x\0<html><script>alert(1)</script>']], trailer: '<html><script>alert(document.cookie)</script></html>' });
    const body = await (await send(sandbox, { image1: new File([polyglot], 'p.png') }, token)).json();
    expect(body).toMatchObject({ code: 200 });
    const detail = (await sandbox.call('feedbackDetail', { id: body.feedback.id }, token)).body.feedback;
    const served = latin1(new Uint8Array(await (await sandbox.app.request(detail.images[0].url)).arrayBuffer()));
    expect(served).not.toMatch(/<script|<html/i);

    const scan = jpeg(16, 16);
    const hidden = new Uint8Array([...scan.subarray(0, scan.length - 2), ...new TextEncoder().encode('<script>alert(1)</script>'), 0xff, 0xd9]);
    expect(await (await send(sandbox, { image1: new File([hidden], 'h.jpg') }, token)).json()).toMatchObject({ code: FeedbackErrorCode.imageUnclean });
    const bmp = new Uint8Array([0x42, 0x4d, ...new Uint8Array(60)]);
    expect(await (await send(sandbox, { image1: new File([bmp], 'b.bmp') }, token)).json()).toMatchObject({ code: FeedbackErrorCode.imageTypeRejected });
  });

  it('refuses a 60000 x 60000 header (3.6 gigapixels) from its header alone (1606), and stores nothing', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('fbclean3');
    const huge = png(4, 4);
    new DataView(huge.buffer).setUint32(16, 60_000);
    new DataView(huge.buffer).setUint32(20, 60_000);
    const answer = await (await send(sandbox, { image1: new File([huge], 'huge.png') }, token)).json();
    expect(answer).toMatchObject({ code: FeedbackErrorCode.imageDimensions, maxSide: 4096, maxPixels: 16_000_000 });
    const wide = png(4, 4);
    new DataView(wide.buffer).setUint32(16, 4097);
    expect(await (await send(sandbox, { image1: new File([wide], 'wide.png') }, token)).json()).toMatchObject({ code: FeedbackErrorCode.imageDimensions });
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM feedback').pluck().get()).toBe(0);
  });
});

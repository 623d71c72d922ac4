// Hostile and broken uploads: the type comes from the bytes, metadata is stripped, polyglots and
// unparseable files are refused, sizes and pixel bounds hold, and an image goes back only to its
// owner with headers that stop a browser from running it.
import { describe, expect, it } from 'vitest';
import { makeSandbox, type TestSandbox } from '../helpers';
import { jpeg, png } from '../../../test-images';

async function upload(sandbox: TestSandbox, token: string, bytes: Uint8Array<ArrayBuffer> | string, name = 'id.png', type = 'image/png') {
  const form = new FormData();
  form.append('kind', 'id');
  form.append('file', new File([bytes], name, { type }));
  const res = await sandbox.app.request('/app/v1/uploadKyc', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const stored = (sandbox: TestSandbox, id: number) =>
  Buffer.from(sandbox.db.prepare('SELECT bytes FROM kyc_uploads WHERE id = ?').pluck().get(id) as Buffer).toString('latin1');

describe('KYC upload safety', () => {
  it('refuses a wrong type, an HTML page named .png and an SVG with script (1301), storing nothing', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('kycsafe01');
    const hostile = [
      '%PDF-1.7 not a photo',
      '<!doctype html><html><script>fetch("/steal")</script></html>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>',
    ];
    for (const text of hostile) {
      const { status, body } = await upload(sandbox, token, text, 'id.png', 'image/png');
      expect(status).toBe(200);
      expect(body.code).toBe(1301);
    }
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM kyc_uploads').pluck().get()).toBe(0);
  });

  it('refuses an oversized file (400 over 5 MiB within the body limit, 413 over the body limit)', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('kycsafe02');
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(png(300, 300));
    expect((await upload(sandbox, token, big)).status).toBe(400);
    expect((await upload(sandbox, token, new Uint8Array(7 * 1024 * 1024))).status).toBe(413);
  });

  it('refuses polyglots: markup in a kept chunk, or a JPEG whose scan carries a page (1302)', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('kycsafe03');
    // A PNG that is also an HTML page: a critical chunk we do not know holds the markup.
    const pngHtml = png(300, 300, { extra: [['HTML', '<html><script>alert(1)</script></html>']] });
    expect((await upload(sandbox, token, pngHtml)).body.code).toBe(1302);
    // A JPEG whose entropy-coded data is a script (survives segment stripping, so it is refused).
    const jpegScript = new Uint8Array(Buffer.concat([jpeg(400, 300).subarray(0, -2 - 8), Buffer.from('<script>alert(1)</script>', 'latin1'), Buffer.from([0xff, 0xd9])]));
    expect((await upload(sandbox, token, jpegScript, 'id.jpg', 'image/jpeg')).body.code).toBe(1302);
    // Truncated or garbage after a valid signature: cannot be parsed, so cannot be cleaned.
    expect((await upload(sandbox, token, png(300, 300).subarray(0, 60))).body.code).toBe(1302);
    expect((await upload(sandbox, token, new Uint8Array(Buffer.from('GIF89a<script>alert(1)</script>')), 'a.gif', 'image/gif')).body.code).toBe(1301);
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM kyc_uploads').pluck().get()).toBe(0);
  });

  it('keeps a polyglot\'s picture but drops the page: text chunks, comments, EXIF/GPS and trailers are stripped', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('kycsafe04');
    const page = '<html><body><script>alert(document.cookie)</script></body></html>';
    const p = await upload(sandbox, token, png(300, 300, { extra: [['tEXt', `Comment\0${page}`], ['eXIf', 'GPS 14.5995,120.9842']], trailer: page }));
    expect(p.body).toMatchObject({ code: 200, width: 300, height: 300 });
    const keptPng = stored(sandbox, p.body.uploadId);
    expect(keptPng).not.toContain('script');
    expect(keptPng).not.toContain('GPS');
    expect(keptPng.endsWith('IEND\xaeB`\x82')).toBe(true);

    const j = await upload(sandbox, token, jpeg(800, 600, { comment: page, trailer: page }), 'selfie.jpg', 'image/jpeg');
    expect(j.body).toMatchObject({ code: 200, mime: 'image/jpeg', width: 800, height: 600 });
    const keptJpeg = stored(sandbox, j.body.uploadId);
    expect(keptJpeg).not.toContain('GPS');
    expect(keptJpeg).not.toContain('Exif');
    expect(keptJpeg).not.toContain('script');
    expect(keptJpeg.startsWith('\xff\xd8\xff\xc0')).toBe(true);
    expect(keptJpeg.endsWith('\xff\xd9')).toBe(true);
  });

  it('checks the pixel size: too small or too large is 1303', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('kycsafe05');
    expect((await upload(sandbox, token, png(120, 400))).body).toMatchObject({ code: 1303, minSide: 200 });
    expect((await upload(sandbox, token, jpeg(20_000, 400), 'a.jpg', 'image/jpeg')).body).toMatchObject({ code: 1303, maxSide: 4096 });
    // Issue 27: both were accepted; the caps are 4096 px a side and 16 MP, BMP is no longer taken.
    expect((await upload(sandbox, token, jpeg(10_000, 10_000), 'a.jpg', 'image/jpeg')).body).toMatchObject({ code: 1303 });
    const bmp = new Uint8Array(Buffer.concat([Buffer.from('BM'), Buffer.alloc(52), Buffer.from('<body onload=alert(1)>')]));
    expect((await upload(sandbox, token, bmp, 'a.bmp', 'image/bmp')).body).toMatchObject({ code: 1301 });
  });

  it('serves an image back only to its owner, as an attachment with nosniff and a CSP', async () => {
    const sandbox = makeSandbox();
    const owner = await sandbox.registerAccount('kycsafe06');
    const other = await sandbox.registerAccount('kycsafe07');
    const { body } = await upload(sandbox, owner.token, png(300, 300));
    const get = (token?: string) => sandbox.app.request(`/sandbox/kyc/uploads/${body.uploadId}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const mine = await get(owner.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mine.headers.get('content-disposition')).toBe(`attachment; filename="kyc-${body.uploadId}.png"`);
    expect(mine.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(new Uint8Array(await mine.arrayBuffer()).byteLength).toBe(body.size);
    expect((await get(other.token)).status).toBe(404);
    expect((await get()).status).toBe(401);
  });
});

// uploadAvatar and GET /sandbox/avatars/:token: a picture is sniffed and cleaned like a KYC image
// (a script named .png, an SVG, a polyglot, a GIF or BMP refused with clear codes; EXIF and text
// chunks stripped), chosen as the avatar, shown in the user info as avatarOther, and served with
// its raster type, nosniff and a CSP that runs nothing; choosing a preset keeps the picture.
import { describe, expect, it } from 'vitest';
import { MemberErrorCode } from '../../../../contract/member';
import { makeSandbox, type TestSandbox } from '../helpers';
import { jpeg, png } from '../../../test-images';

async function upload(sandbox: TestSandbox, token: string, bytes: Uint8Array<ArrayBuffer> | string, name = 'me.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  const res = await sandbox.app.request('/app/v1/uploadAvatar', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const count = (sandbox: TestSandbox) => sandbox.db.prepare('SELECT COUNT(*) FROM member_avatars').pluck().get();

describe('uploadAvatar', () => {
  it('stores a cleaned picture, chooses it, and serves it publicly as an image, never as a page', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('avatar01');
    const page = '<html><script>alert(document.cookie)</script></html>';
    const { body } = await upload(sandbox, token, jpeg(512, 512, { comment: page, trailer: page }), 'me.jpg', 'image/jpeg');
    expect(body).toMatchObject({ code: 200, avatar: 'upload' });
    expect(body.avatarOther).toMatch(/^\/sandbox\/avatars\/[A-Za-z0-9_-]{43}$/);
    const user = (await sandbox.call('preLogin', { deviceId: 'd' }, token)).body.user;
    expect(user).toMatchObject({ avatar: 'upload', avatarOther: body.avatarOther });

    const served = await sandbox.app.request(body.avatarOther);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    const bytes = Buffer.from(await served.arrayBuffer()).toString('latin1');
    expect(bytes).not.toContain('script');
    expect(bytes.startsWith('\xff\xd8')).toBe(true);
    expect((await sandbox.app.request('/sandbox/avatars/not-a-token')).status).toBe(404);
  });

  it('a new upload replaces the old picture under a new address; a preset keeps the picture to come back to', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('avatar02');
    const first = (await upload(sandbox, token, png(200, 200))).body.avatarOther as string;
    const second = (await upload(sandbox, token, png(300, 300))).body.avatarOther as string;
    expect(second).not.toBe(first);
    expect((await sandbox.app.request(first)).status).toBe(404);
    expect(count(sandbox)).toBe(1);
    await sandbox.call('updateProfile', { avatar: 'preset:2' }, token);
    expect((await sandbox.call('preLogin', { deviceId: 'd' }, token)).body.user).toMatchObject({ avatar: 'preset:2', avatarOther: second });
    expect((await sandbox.call('updateProfile', { avatar: 'upload' }, token)).body).toMatchObject({ code: 200, avatar: 'upload' });
  });

  it('refuses a script named .png, an HTML page, an SVG, a GIF and a BMP (2007), storing nothing', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('avatar03');
    const hostile: [string | Uint8Array<ArrayBuffer>, string][] = [
      ['alert(document.cookie)//', 'me.png'],
      ['<!doctype html><html><script>fetch("/steal")</script></html>', 'me.png'],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>', 'me.svg'],
      ['GIF89a<script>alert(1)</script>', 'me.gif'],
      [new Uint8Array(Buffer.from('BM' + '\0'.repeat(60))), 'me.bmp'],
    ];
    for (const [bytes, name] of hostile) {
      const { status, body } = await upload(sandbox, token, bytes, name);
      expect(status).toBe(200);
      expect(body.code, name).toBe(MemberErrorCode.avatarTypeRejected);
    }
    expect(count(sandbox)).toBe(0);
  });

  it('refuses polyglots and broken files (2008), tiny or huge pictures (2009), oversized bodies, and choosing a picture never uploaded (2010)', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('avatar04');
    expect((await upload(sandbox, token, png(300, 300, { extra: [['HTML', '<html><script>alert(1)</script></html>']] }))).body.code).toBe(MemberErrorCode.avatarUnclean);
    expect((await upload(sandbox, token, png(300, 300).subarray(0, 60))).body.code).toBe(MemberErrorCode.avatarUnclean);
    expect((await upload(sandbox, token, png(32, 32))).body).toMatchObject({ code: MemberErrorCode.avatarDimensions, minSide: 64, maxSide: 4096 });
    expect((await upload(sandbox, token, png(5000, 64))).body.code).toBe(MemberErrorCode.avatarDimensions);
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(png(300, 300));
    expect((await upload(sandbox, token, big)).status).toBe(400);
    expect((await upload(sandbox, token, new Uint8Array(3 * 1024 * 1024))).status).toBe(413);
    expect(count(sandbox)).toBe(0);
    expect((await sandbox.call('updateProfile', { avatar: 'upload' }, token)).body.code).toBe(MemberErrorCode.avatarMissing);
  });
});

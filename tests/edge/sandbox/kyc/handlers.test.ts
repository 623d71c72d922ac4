// uploadKyc in the sandbox: multipart parsed, the image type sniffed from its bytes, the session
// required, the row's size limit held, and the bytes stored for the player who sent them.
import { describe, expect, it } from 'vitest';
import { KYC_CALLS } from '../../../../contract/kyc';
import { makeSandbox } from '../helpers';
import { jpeg, png } from '../../../test-images';

const PNG = new Uint8Array(png(240, 320));
const JPEG = new Uint8Array(jpeg(640, 480));
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

function upload(sandbox: ReturnType<typeof makeSandbox>, fields: Record<string, string | Blob>, token?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return sandbox.app.request('/app/v1/uploadKyc', { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('uploadKyc', () => {
  it('stores a photo for the player and answers its id, sniffed type and size', async () => {
    const sandbox = makeSandbox();
    const { token, user } = await sandbox.registerAccount('kycuser01');
    const res = await upload(sandbox, { kind: 'id', file: new File([PNG], 'looks-like.jpg', { type: 'image/jpeg' }) }, token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ code: 200, mime: 'image/png', size: PNG.byteLength, width: 240, height: 320 });
    const row = sandbox.db.prepare('SELECT user_id, kind, mime, bytes FROM kyc_uploads WHERE id = ?').get(body.uploadId) as { user_id: number; kind: string; mime: string; bytes: Uint8Array };
    expect(row).toMatchObject({ user_id: user.id, kind: 'id', mime: 'image/png' });
    expect(new Uint8Array(row.bytes)).toEqual(PNG);
    const selfie = await upload(sandbox, { kind: 'selfie', file: new File([JPEG], 'me.jpg') }, token);
    expect(await selfie.json()).toMatchObject({ code: 200, mime: 'image/jpeg', width: 640, height: 480 });
  });

  it('refuses what is not a photo, whatever its name says (1301), and stores nothing', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('kycuser02');
    for (const file of [new File([SVG], 'id.png', { type: 'image/png' }), new File(['hello'], 'id.jpg')]) {
      const res = await upload(sandbox, { kind: 'id', file }, token);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ code: 1301 });
    }
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM kyc_uploads').pluck().get()).toBe(0);
  });

  it('needs a session (401), a known kind and a non-empty file (400), multipart (415), within the limit (413)', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('kycuser03');
    expect((await upload(sandbox, { kind: 'id', file: new File([PNG], 'a.png') })).status).toBe(401);
    expect((await upload(sandbox, { kind: 'passport', file: new File([PNG], 'a.png') }, token)).status).toBe(400);
    expect((await upload(sandbox, { kind: 'id', file: new File([], 'a.png') }, token)).status).toBe(400);
    expect((await upload(sandbox, { kind: 'id', file: 'not a file' }, token)).status).toBe(400);
    const json = await sandbox.raw('uploadKyc', '{"kind":"id"}', { authorization: `Bearer ${token}` });
    expect(json.status).toBe(415);
    const big = await upload(sandbox, { kind: 'id', file: new File([new Uint8Array(KYC_CALLS.uploadKyc.maxBodyBytes)], 'big.png') }, token);
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 413 });
  });

  it('keeps at most 20 uploads per player, newest first', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('kycuser04');
    const ids: number[] = [];
    for (let i = 0; i < 22; i++) ids.push((await (await upload(sandbox, { kind: 'selfie', file: new File([PNG], 's.png') }, token)).json()).uploadId);
    const kept = sandbox.db.prepare('SELECT id FROM kyc_uploads ORDER BY id').pluck().all();
    expect(kept).toEqual(ids.slice(2));
  });
});

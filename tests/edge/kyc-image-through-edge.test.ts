// A stored KYC image read back through the real edge (the Node entry in front of the sandbox it
// starts, over real HTTP): the edge forwards /sandbox/kyc/uploads/{id} with the player's bearer
// token and keeps the sandbox's safety headers; only the owner gets the bytes. No page of the app
// shows the image (the KYC page shows the status, never the photos), so this is the operator's
// route, not the client's; the sandbox-only test is tests/edge/sandbox/kyc/upload-safety.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { edgeTempDir, LISTENING, startEdge, waitFor } from './edge-process';
import { png } from '../test-images';

const temp = edgeTempDir();
afterAll(() => temp.remove());

const PNG = png(240, 240, { noise: true });

describe('KYC stored image through the real edge', () => {
  it('the owner gets the image as an attachment with nosniff; another player and a guest are refused', async () => {
    const edge = startEdge(temp.dir, {});
    try {
      const [, url] = await waitFor(edge.output, LISTENING, edge.exited);
      const register = async (account: string) => {
        const answer = await (await fetch(`${url}/app/v1/accountRegist`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password: 'secret12', eligibilityDeclared: 1 }) })).json();
        expect(answer).toMatchObject({ code: 200 });
        return `Bearer ${answer.token as string}`;
      };
      const owner = await register('kycowner1');
      const other = await register('kycother1');

      const form = new FormData();
      form.append('kind', 'id');
      form.append('file', new File([PNG], 'id.png', { type: 'image/png' }));
      const uploaded = await (await fetch(`${url}/app/v1/uploadKyc`, { method: 'POST', headers: { authorization: owner }, body: form })).json();
      expect(uploaded).toMatchObject({ code: 200, mime: 'image/png', uploadId: expect.any(Number) });
      const image = `${url}/sandbox/kyc/uploads/${uploaded.uploadId as number}`;

      const mine = await fetch(image, { headers: { authorization: owner } });
      expect(mine.status).toBe(200);
      expect(mine.headers.get('content-type')).toBe('image/png');
      expect(mine.headers.get('content-disposition')).toBe(`attachment; filename="kyc-${uploaded.uploadId as number}.png"`);
      expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
      expect(mine.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(mine.headers.get('cache-control')).toBe('private, no-store');
      expect(mine.headers.get('set-cookie')).toBeNull();
      const bytes = new Uint8Array(await mine.arrayBuffer());
      expect(bytes.byteLength).toBe(uploaded.size);
      expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

      // Another player's token: the same answer as an id that does not exist.
      const theirs = await fetch(image, { headers: { authorization: other } });
      expect(theirs.status).toBe(404);
      expect(await theirs.json()).toMatchObject({ code: 404 });
      const missing = await fetch(`${url}/sandbox/kyc/uploads/999999`, { headers: { authorization: owner } });
      expect(missing.status).toBe(404);

      // A guest, a made-up token, and the token smuggled in the query string: no image.
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
        const guest = await fetch(image, { headers });
        expect(guest.status).toBe(401);
        expect(guest.headers.get('content-type')).toMatch(/^application\/json/);
      }
      expect((await fetch(`${image}?token=${encodeURIComponent(owner.slice(7))}`)).status).toBe(401);

      // A logged-out owner's token no longer opens it.
      expect((await (await fetch(`${url}/app/v1/logout`, { method: 'POST', headers: { authorization: owner, 'content-type': 'application/json' }, body: '{}' })).json()).code).toBe(200);
      expect((await fetch(image, { headers: { authorization: owner } })).status).toBe(401);
    } finally {
      edge.child.kill('SIGTERM');
    }
    expect(await edge.exited).toBe(0);
  }, 30_000);
});

// A file goes through every layer over real HTTP: the Node edge (its own upstream fetch) in front
// of the real sandbox, as `npm start` runs them. The client's side of multipart is tested in
// tests/client/api/http.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { edgeTempDir, LISTENING, startEdge, waitFor } from './edge-process';
import { png } from '../test-images';

const temp = edgeTempDir();
afterAll(() => temp.remove());

// About 200 kB: a real PNG of random pixels (the sandbox parses and cleans what it stores).
const PNG = png(260, 260, { noise: true });

describe('multipart upload through the real edge', () => {
  it('uploads a photo as a logged-in player; refuses a non-image and an oversized body', async () => {
    const edge = startEdge(temp.dir, {});
    try {
      const [, url] = await waitFor(edge.output, LISTENING, edge.exited);
      const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const registered = await (await fetch(`${url}/app/v1/accountRegist`, json({ eligibilityDeclared: 1, account: 'uploader1', password: 'secret12' }))).json();
      expect(registered).toMatchObject({ code: 200 });
      const auth = { authorization: `Bearer ${registered.token}` };

      const send = (file: File) => {
        const form = new FormData();
        form.append('kind', 'id');
        form.append('file', file);
        form.append('appId', 'spoofed');
        return fetch(`${url}/app/v1/uploadKyc`, { method: 'POST', headers: auth, body: form });
      };

      const ok = await send(new File([PNG], 'id.png', { type: 'image/png' }));
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({ code: 200, mime: 'image/png', size: PNG.byteLength, uploadId: expect.any(Number) });

      const script = await send(new File(['<svg><script>alert(1)</script></svg>'], 'id.png', { type: 'image/png' }));
      expect(await script.json()).toMatchObject({ code: 1301 });

      const tooBig = await send(new File([new Uint8Array(7 * 1024 * 1024)], 'big.png'));
      expect(tooBig.status).toBe(413);
      expect(await tooBig.json()).toMatchObject({ code: 413 });
    } finally {
      edge.child.kill('SIGTERM');
    }
    expect(await edge.exited).toBe(0);
  }, 30_000);
});

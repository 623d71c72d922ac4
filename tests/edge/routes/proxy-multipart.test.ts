// Multipart calls (files) through the edge: checked, limited by the call's row, operator fields
// written as form fields, passed on as multipart, streamed (never read whole before the upstream
// takes it).
import { describe, expect, it } from 'vitest';
import { feedbackSave } from '../../../contract/feedback';
import { KYC_CALLS } from '../../../contract/kyc';
import { createBodyBudget } from '../../../edge/middleware/body-budget';
import { buildEdge, callsTo, maintenanceAnswer, type RecordedCall } from '../edge-fixtures';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

function upload(fields: Record<string, string | Blob | (string | Blob)[]>, headers: Record<string, string> = {}): RequestInit {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
  return { method: 'POST', body: form, headers: { authorization: 'Bearer t', ...headers } };
}

/** The form the upstream received. */
async function sentForm(call: RecordedCall): Promise<FormData> {
  return new Response(call.bytes, { headers: { 'content-type': call.headers.get('content-type') ?? '' } }).formData();
}

describe('proxy: multipart calls', () => {
  it('forwards the fields and the file, with operator fields overwritten and client fields checked', async () => {
    const { app, upstream } = buildEdge({ appId: 'ph-casino', appWebName: 'Casino PH' });
    const res = await app.request(
      '/app/v1/uploadKyc',
      upload({ kind: 'id', file: new File([PNG], 'id.png', { type: 'image/png' }), appId: 'evil', channel: 'X', platform: '0', clientReferrer: 'https://ref.example/' }, { authorization: 'Bearer tok' }),
    );
    expect(res.status).toBe(200);
    const [sent] = callsTo(upstream.calls, 'uploadKyc');
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.headers.get('authorization')).toBe('Bearer tok');
    const form = await sentForm(sent);
    expect(form.get('kind')).toBe('id');
    expect(form.getAll('appId')).toEqual(['ph-casino']);
    expect(form.getAll('channel')).toEqual(['WEB']);
    expect(form.get('appWebName')).toBe('Casino PH');
    expect(form.get('platform')).toBe('0');
    expect(form.get('clientReferrer')).toBe('https://ref.example/');
    const file = form.get('file') as File;
    expect(file.name).toBe('id.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it('answers 413 beyond the row limit, before the upstream sees anything', async () => {
    const { app, upstream } = buildEdge();
    const big = new File([new Uint8Array(KYC_CALLS.uploadKyc.maxBodyBytes + 1)], 'big.jpg');
    const res = await app.request('/app/v1/uploadKyc', upload({ kind: 'id', file: big }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 413 });
    expect(callsTo(upstream.calls, 'uploadKyc')).toEqual([]);
  });

  it('takes bodies above the JSON limit for a multipart row', async () => {
    const { app, upstream } = buildEdge();
    const photo = new File([new Uint8Array(300 * 1024)], 'photo.jpg');
    expect((await app.request('/app/v1/uploadKyc', upload({ kind: 'selfie', file: photo }))).status).toBe(200);
    expect(callsTo(upstream.calls, 'uploadKyc')).toHaveLength(1);
  });

  it('refuses JSON for a multipart call and multipart for a JSON call (415)', async () => {
    const { app } = buildEdge();
    const asJson = await app.request('/app/v1/uploadKyc', { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'application/json' }, body: '{}' });
    expect(asJson.status).toBe(415);
    const asForm = await app.request('/app/v1/accountLogin', upload({ account: 'demo01', password: 'x' }));
    expect(asForm.status).toBe(415);
    expect(await asForm.json()).toMatchObject({ code: 415 });
  });

  it('refuses a malformed body and repeated or file-valued client fields (400)', async () => {
    const { app, upstream } = buildEdge();
    const broken = await app.request('/app/v1/uploadKyc', { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'multipart/form-data; boundary=xyz' }, body: 'not multipart at all' });
    expect(broken.status).toBe(400);
    const twice = await app.request('/app/v1/uploadKyc', upload({ kind: 'id', platform: ['0', '1'] }));
    expect(twice.status).toBe(400);
    const fileField = await app.request('/app/v1/uploadKyc', upload({ kind: 'id', clientReferrer: new File(['x'], 'r.txt') }));
    expect(fileField.status).toBe(400);
    const badPlatform = await app.request('/app/v1/uploadKyc', upload({ kind: 'id', platform: '7' }));
    expect(badPlatform.status).toBe(400);
    expect(callsTo(upstream.calls, 'uploadKyc')).toEqual([]);
  });

  it('streams the body: while the upstream reads nothing, the edge has read a few chunks of it, not the whole', async () => {
    const size = 7 * 1024 * 1024;
    const head = new TextEncoder().encode('--s\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\n\r\n');
    let pulled = 0;
    const client = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled === 0) controller.enqueue(head);
          if (pulled >= size) {
            controller.enqueue(new TextEncoder().encode('\r\n--s--\r\n'));
            return controller.close();
          }
          controller.enqueue(new Uint8Array(64 * 1024));
          pulled += 64 * 1024;
        },
      },
      { highWaterMark: 0 },
    );
    let go!: () => void;
    const resume = new Promise<void>((resolve) => (go = resolve));
    let forwarded = 0;
    const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
      if (String(input).endsWith('/anonymous/appConfig')) return maintenanceAnswer(0);
      const reader = (init.body as ReadableStream<Uint8Array>).getReader();
      forwarded += (await reader.read()).value?.byteLength ?? 0;
      // A stalled upstream, until the test lets it read on.
      await resume;
      for (let next = await reader.read(); !next.done; next = await reader.read()) forwarded += next.value.byteLength;
      return Response.json({ code: 200 });
    }) as typeof globalThis.fetch;
    const { app } = buildEdge({ fetch });
    const answer = app.request(`/app/v1/${feedbackSave.name}`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'multipart/form-data; boundary=s' },
      body: client,
      duplex: 'half',
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Read whole first (the old edge), all 7 MiB would be in memory now.
    expect(pulled).toBeLessThanOrEqual(256 * 1024);
    go();
    expect((await answer).status).toBe(200);
    expect(pulled).toBe(size);
    expect(forwarded).toBeGreaterThan(size);
  });

  it('answers 413 for a body without a length once it passes the limit, with the connection closed, and gives back its budget and upload slot at once', async () => {
    const bodyBudget = createBodyBudget({ capacity: 64 * 1024 * 1024, uploadShare: 0.75, uploadsPerClient: 1 });
    const { app, upstream } = buildEdge({ bodyBudget });
    const big = new File([new Uint8Array(KYC_CALLS.uploadKyc.maxBodyBytes + 1)], 'big.jpg');
    // A FormData body carries no content-length: the limit is held by counting.
    const res = await app.request('/app/v1/uploadKyc', upload({ kind: 'id', file: big }));
    expect([res.status, res.headers.get('connection')]).toEqual([413, 'close']);
    expect(bodyBudget.stats().inFlight).toBe(0);
    // The address's one upload slot is free again.
    expect((await app.request('/app/v1/uploadKyc', upload({ kind: 'id', file: new File([PNG], 'id.png') }))).status).toBe(200);
    expect(callsTo(upstream.calls, 'uploadKyc')).toHaveLength(1);
  });

  it('drops a client part named like an operator field, however large, and never forwards its bytes', async () => {
    const { app, upstream } = buildEdge();
    const spoof = new File([new TextEncoder().encode('SPOOF'.repeat(200_000))], 'appId.txt');
    const res = await app.request('/app/v1/uploadKyc', upload({ kind: 'id', appId: spoof, file: new File([PNG], 'id.png') }));
    expect(res.status).toBe(200);
    const [sent] = callsTo(upstream.calls, 'uploadKyc');
    expect(sent.body).not.toContain('SPOOF');
    expect((await sentForm(sent)).getAll('appId')).toEqual(['ph-casino']);
  });
});

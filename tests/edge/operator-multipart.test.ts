// The upload rewrite as a stream (edge/operator-multipart.ts): what the upstream gets for a client's
// multipart body, however the body is cut into chunks; how much of the client's body is read while
// the upstream reads nothing; and each way a body fails (413, 400, 504), with `sent` settled.
import { describe, expect, it } from 'vitest';
import { operatorUpload, type UploadLimits } from '../../edge/operator-multipart';

const OPERATOR = { appId: 'ph-casino', channel: 'WEB', appVersion: '1.0.0', appWebName: 'Casino PH' };
const LIMITS: UploadLimits = { maxBytes: 32 * 1024 * 1024, stallMs: 5000 };
const MIB = 1024 * 1024;
const encoder = new TextEncoder();

/** A multipart body (boundary `b0undary`) of text fields and files, in the order given. */
function multipart(parts: Array<[name: string, value: string | { file: string; bytes: Uint8Array }]>): Uint8Array {
  const pieces: Uint8Array[] = [];
  for (const [name, value] of parts) {
    if (typeof value === 'string') pieces.push(encoder.encode(`--b0undary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    else {
      pieces.push(encoder.encode(`--b0undary\r\nContent-Disposition: form-data; name="${name}"; filename="${value.file}"\r\nContent-Type: image/png\r\n\r\n`));
      pieces.push(value.bytes, encoder.encode('\r\n'));
    }
  }
  pieces.push(encoder.encode('--b0undary--\r\n'));
  return concat(pieces);
}

function concat(pieces: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.byteLength, 0));
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.byteLength;
  }
  return out;
}

/** `bytes` as a client body in chunks of `size`; `pulled()` counts the bytes the reader took. */
function clientBody(bytes: Uint8Array, size = 64 * 1024, fail?: Error) {
  let at = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (at >= bytes.byteLength) return fail ? controller.error(fail) : controller.close();
        controller.enqueue(bytes.slice(at, at + size));
        at += size;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => Math.min(at, bytes.byteLength) };
}

const CONTENT_TYPE = 'multipart/form-data; boundary=b0undary';
const upload = (body: ReadableStream<Uint8Array> | null, limits: UploadLimits = LIMITS) => operatorUpload(body, CONTENT_TYPE, 'Mozilla/5.0 (iPhone)', OPERATOR, limits);
const readAll = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());
const form = (bytes: Uint8Array<ArrayBuffer>, contentType = CONTENT_TYPE) => new Response(bytes, { headers: { 'content-type': contentType } }).formData();

/** A file of `size` bytes whose content is not all one byte (a shifted copy would show). */
const fileBytes = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i * 7 + (i >> 8)) & 0xff);

describe('operatorUpload', () => {
  it('passes the client parts as they came, drops operator-named parts (files too), checks and writes the client fields, and appends the operator fields', async () => {
    const photo = fileBytes(300 * 1024);
    const body = multipart([
      ['kind', 'id'],
      ['appId', 'evil'],
      ['file', { file: 'id.png', bytes: photo }],
      ['channel', { file: 'x.bin', bytes: fileBytes(200 * 1024) }],
      ['platform', '0'],
      ['clientReferrer', 'https://ref.example/'],
    ]);
    const up = upload(clientBody(body).stream);
    const sent = await form(await readAll(up.body), up.contentType);
    await expect(up.sent).resolves.toBeUndefined();
    expect([...sent.keys()]).toEqual(['kind', 'file', 'platform', 'clientReferrer', 'appId', 'channel', 'appVersion', 'appWebName']);
    expect(sent.getAll('appId')).toEqual(['ph-casino']);
    expect(sent.getAll('channel')).toEqual(['WEB']);
    expect(sent.get('platform')).toBe('0');
    expect(sent.get('clientReferrer')).toBe('https://ref.example/');
    const file = sent.get('file') as File;
    expect([file.name, file.type]).toEqual(['id.png', 'image/png']);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(photo);
  });

  it('gives the same body however the client body is cut into chunks (delimiters split across them)', async () => {
    const body = multipart([
      ['kind', 'selfie'],
      ['file', { file: 'a.png', bytes: fileBytes(5000) }],
      ['appId', 'evil'],
    ]);
    const whole = await readAll(upload(clientBody(body, body.byteLength).stream).body);
    for (let size = 1; size <= 40; size += 1) expect(await readAll(upload(clientBody(body, size).stream).body), `chunks of ${size}`).toEqual(whole);
    for (const size of [100, 4096]) expect(await readAll(upload(clientBody(body, size).stream).body), `chunks of ${size}`).toEqual(whole);
    // Chunks of random sizes (a fixed seed): every split point of the framing comes up.
    let seed = 27;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let run = 0; run < 80; run += 1) {
      const pieces: Uint8Array[] = [];
      for (let at = 0; at < body.byteLength; ) {
        const size = 1 + Math.floor(random() * 24);
        pieces.push(body.slice(at, at + size));
        at += size;
      }
      const client = new ReadableStream<Uint8Array>({ pull: (controller) => (pieces.length ? controller.enqueue(pieces.shift()!) : controller.close()) });
      expect(await readAll(upload(client).body), `random run ${run}`).toEqual(whole);
    }
    expect(new TextDecoder().decode(whole)).not.toContain('evil');
    // CPU-bound (thousands of tiny chunks through the streams): CI's unit phase runs it beside the journeys.
  }, 120_000);

  it('reads a few chunks of a 20 MiB body while the upstream reads nothing, then the whole body as it does', async () => {
    const body = multipart([['file', { file: 'big.png', bytes: new Uint8Array(20 * MIB) }]]);
    const client = clientBody(body);
    const up = upload(client.stream);
    const reader = up.body.getReader();
    await reader.read();
    await reader.read();
    // A stalled upstream: nothing more is asked for a while.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.pulled()).toBeLessThanOrEqual(256 * 1024);
    let total = 0;
    for (let next = await reader.read(); !next.done; next = await reader.read()) total += next.value.byteLength;
    expect(client.pulled()).toBe(body.byteLength);
    expect(total).toBeGreaterThan(20 * MIB);
    await expect(up.sent).resolves.toBeUndefined();
  });

  it('answers 413 once the counted bytes pass the limit (a chunked body declares none), with the connection closed', async () => {
    const body = multipart([['file', { file: 'big.png', bytes: new Uint8Array(2 * MIB) }]]);
    const up = upload(clientBody(body).stream, { ...LIMITS, maxBytes: MIB });
    await expect(readAll(up.body)).rejects.toBeDefined();
    const failure = up.failure()!;
    expect(failure.status).toBe(413);
    expect(failure.getResponse().headers.get('connection')).toBe('close');
    expect(await failure.getResponse().json()).toEqual({ code: 413, msg: `The body is larger than ${MIB} bytes` });
    await expect(up.sent).rejects.toBe(failure);
  });

  it('refuses a broken body, a body cut short, repeated or file-valued client fields and a wrong platform (400)', async () => {
    const cases: Array<[string, Uint8Array]> = [
      ['not multipart', encoder.encode('not multipart at all')],
      ['no closing delimiter', encoder.encode('--b0undary\r\nContent-Disposition: form-data; name="kind"\r\n\r\nid\r\n')],
      ['a part without a name', encoder.encode('--b0undary\r\nContent-Disposition: form-data\r\n\r\nid\r\n--b0undary--\r\n')],
      ['a broken part head', encoder.encode('--b0undary\r\nContent-Disposition: form-data; name="kind"\r\n\r\nid\r\n--b0undary\r\nno colon here\r\n--b0undary--\r\n')],
      ['platform twice', multipart([['platform', '0'], ['platform', '1']])],
      ['clientReferrer as a file', multipart([['clientReferrer', { file: 'r.txt', bytes: encoder.encode('x') }]])],
      ['platform 7', multipart([['platform', '7']])],
      ['clientReferrer too long', multipart([['clientReferrer', 'x'.repeat(9000)]])],
    ];
    for (const [what, body] of cases) {
      const up = upload(clientBody(body, 5).stream);
      await expect(readAll(up.body), what).rejects.toBeDefined();
      expect(up.failure()?.status, what).toBe(400);
      await expect(up.sent, what).rejects.toBe(up.failure());
    }
    expect(() => operatorUpload(null, 'multipart/form-data', undefined, OPERATOR, LIMITS)).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => operatorUpload(null, 'multipart/form-data; boundary=a\\b', undefined, OPERATOR, LIMITS)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('writes each passed part\'s Content-Disposition anew with the one name it judged, so a second name parameter cannot carry an appId', async () => {
    const body = encoder.encode(
      '--b0undary\r\nContent-Disposition: form-data; name="appId"; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNGDATA\r\n--b0undary--\r\n',
    );
    const up = upload(clientBody(body).stream);
    const text = new TextDecoder().decode(await readAll(up.body));
    expect(text).toContain('content-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\nPNGDATA\r\n');
    expect(text.match(/name="appId"/g)).toHaveLength(1);
    expect((await form(encoder.encode(text) as Uint8Array<ArrayBuffer>)).getAll('appId')).toEqual(['ph-casino']);
    const backslash = upload(clientBody(encoder.encode('--b0undary\r\nContent-Disposition: form-data; name="a\\"\r\n\r\nx\r\n--b0undary--\r\n')).stream);
    await expect(readAll(backslash.body)).rejects.toBeDefined();
    expect(backslash.failure()?.status).toBe(400);
  });

  it('parses by the boundary it frames with: a second boundary parameter cannot smuggle a part past it', async () => {
    // Framed by `def`, with a file whose content spells an `abc` delimiter and an appId part.
    const smuggled = encoder.encode('x\r\n--abc\r\nContent-Disposition: form-data; name="appId"\r\n\r\nevil\r\n--abc--');
    const body = concat([encoder.encode('--def\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\n'), smuggled, encoder.encode('\r\n--def--\r\n')]);
    const up = operatorUpload(clientBody(body).stream, 'multipart/form-data; boundary=abc; boundary=def', undefined, OPERATOR, LIMITS);
    expect(up.contentType).toBe('multipart/form-data; boundary=abc');
    const sent = await readAll(up.body).then(
      (bytes) => form(bytes, up.contentType),
      () => undefined,
    );
    // Refused as malformed, or passed with the edge's appId alone: never the client's.
    expect(sent === undefined ? up.failure()?.status : sent.getAll('appId')).toEqual(sent === undefined ? 400 : ['ph-casino']);
  });

  it('fails with 400 when the client body fails part way (the client left, or its pace was cut)', async () => {
    const up = upload(clientBody(encoder.encode('--b0undary\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc'), 64 * 1024, new Error('aborted')).stream);
    await expect(readAll(up.body)).rejects.toBeDefined();
    expect(up.failure()?.status).toBe(400);
  });

  it('fails with 504 when the upstream stops reading for the stall time', async () => {
    const body = multipart([['file', { file: 'big.png', bytes: new Uint8Array(MIB) }]]);
    const up = upload(clientBody(body).stream, { ...LIMITS, stallMs: 50 });
    const reader = up.body.getReader();
    await reader.read();
    await expect(up.sent).rejects.toMatchObject({ status: 504 });
    await expect(reader.read()).rejects.toMatchObject({ status: 504 });
  });

  it('rejects `sent` when the upstream cancels the body, without cancelling the client body', async () => {
    let cancelled = false;
    const client = new ReadableStream<Uint8Array>({ pull: (controller) => controller.enqueue(encoder.encode('--b0undary\r\nContent-Disposition: form-data; name="a"; filename="a"\r\n\r\nxyz')), cancel: () => void (cancelled = true) });
    const up = upload(client);
    const reader = up.body.getReader();
    await reader.read();
    await reader.cancel(new Error('upstream gone'));
    await expect(up.sent).rejects.toMatchObject({ name: 'UpstreamError' });
    expect(cancelled).toBe(false);
  });
});

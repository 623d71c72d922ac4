// JSON answers of the operator compressed at the edge: brotli or gzip as the client accepts, only
// from 1 KiB, never twice, never other content, always with Vary.
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressJson, MIN_COMPRESS_BYTES } from '../../edge/compress-json';
import { brotliStream } from '../../edge/runtime-node/brotli-stream';

const big = JSON.stringify({ code: 200, list: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Game ${i}` })) });
const json = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers } });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('compressJson', () => {
  it('sends brotli when the client takes it and the host gives it, gzip otherwise', async () => {
    const br = compressJson(json(big), 'gzip, deflate, br', brotliStream);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-length')).toBeNull();
    expect(br.headers.get('vary')).toBe('accept-encoding');
    const brBytes = await bytes(br);
    expect(brotliDecompressSync(brBytes).toString()).toBe(big);
    expect(brBytes.length).toBeLessThan(big.length / 4);

    const gz = compressJson(json(big), 'gzip, br');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(big);
  });

  it('compresses a catalogue with brotli\'s context modelling (quality 5 or more): smaller than quality 4\'s', async () => {
    const names = ['Fortune', 'Dragon', 'Golden', 'Lucky', 'Tiger', 'Panda', 'Jungle', 'Pirate', 'Mega', 'Super'];
    const appGameList = Array.from({ length: 400 }, (_, i) => ({
      gameId: 1000 + i,
      gameName: `${names[i % 10]} ${names[(i * 7) % 10]} ${i}`,
      gameType: 1 + (i % 5),
      platform: ['JILI', 'PG', 'FC', 'JDB'][i % 4],
      imageUrl: `/sandbox/art/games/${1000 + i}.svg`,
      hot: i % 3 === 0 ? 1 : 0,
      sort: i,
    }));
    const catalogue = JSON.stringify({ code: 0, msg: 'success', data: { config: { appGameList } } });
    const sent = await bytes(compressJson(json(catalogue), 'br', brotliStream));
    expect(brotliDecompressSync(sent).toString()).toBe(catalogue);
    const quality4 = brotliCompressSync(catalogue, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
    expect(sent.length).toBeLessThan(quality4.length * 0.97);
  });

  it('leaves small, already-encoded and non-JSON answers, and clients that take no encoding, as they are', async () => {
    const small = '{"code":200}';
    expect(small.length).toBeLessThan(MIN_COMPRESS_BYTES);
    const plain = compressJson(json(small), 'br', brotliStream);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('accept-encoding');
    expect(await plain.text()).toBe(small);

    const already = json('xx', { 'content-encoding': 'gzip' });
    expect(compressJson(already, 'br', brotliStream)).toBe(already);
    const html = new Response(big, { headers: { 'content-type': 'text/html' } });
    expect(compressJson(html, 'br', brotliStream)).toBe(html);
    const identity = compressJson(json(big), 'identity', brotliStream);
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(big);
    const brOnlyWithoutHost = compressJson(json(big), 'br');
    expect(brOnlyWithoutHost.headers.get('content-encoding')).toBeNull();
  });

  it('keeps the status and an existing Vary', async () => {
    const answer = compressJson(new Response(big, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', vary: 'origin' } }), 'gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('vary')).toBe('origin, accept-encoding');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from '../../../edge/runtime-node/static-files';

const root = mkdtempSync(join(tmpdir(), 'edge-static-'));
const dist = join(root, 'client');
mkdirSync(join(dist, 'assets'), { recursive: true });
writeFileSync(join(dist, 'index.html'), '<html></html>');
writeFileSync(join(dist, 'assets', 'big.js'), 'x'.repeat(300 * 1024));
writeFileSync(join(root, 'secret.txt'), 'secret');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const text = async (body: Uint8Array | ReadableStream<Uint8Array>) => new Response(body as BodyInit).text();

describe('createStaticFiles', () => {
  const files = createStaticFiles(dist);

  it('reads small files whole, with size and mtime', async () => {
    const file = await files.read('index.html');
    expect(file?.size).toBe(13);
    expect(file?.mtime).toBeGreaterThan(0);
    expect(file?.body).toBeInstanceOf(Uint8Array);
    expect(await text(file!.body)).toBe('<html></html>');
  });

  it('streams large files', async () => {
    const file = await files.read('assets/big.js');
    expect(file?.body).toBeInstanceOf(ReadableStream);
    expect((await text(file!.body)).length).toBe(300 * 1024);
  });

  it('reads missing files, folders and paths outside the root as null', async () => {
    expect(await files.read('nope.js')).toBeNull();
    expect(await files.read('assets')).toBeNull();
    expect(await files.read('../secret.txt')).toBeNull();
    expect(await files.read(join(root, 'secret.txt'))).toBeNull();
  });
});

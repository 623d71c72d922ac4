// The edge suite on workerd, through miniflare, configured from the project's wrangler.toml (entry,
// compatibility date, assets binding and its settings, [vars]) by scripts/run/serve-workerd.mjs, as
// `npm run serve:workerd` runs it: the Worker bundle as built, files through the assets binding.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, describe, expect, it } from 'vitest';
import { buildEdgeEntries } from '../../../scripts/build/build-edge.mjs';
import { workerdOptions } from '../../../scripts/run/serve-workerd.mjs';
import { describeEdgeSuite } from './edge-suite';
import { fixtureDir } from './runtime-fixture';

const ROOT = join(import.meta.dirname, '../../..');
mkdirSync(join(ROOT, '.data'), { recursive: true });
const out = mkdtempSync(join(ROOT, '.data', 'worker-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describeEdgeSuite({
  name: 'workerd',
  // workerd has CompressionStream gzip; the edge brings no brotli encoder there.
  jsonEncoding: 'gzip',
  frontEndEncodes: 'the Worker always sees `Accept-Encoding: br, gzip` and its answers are re-encoded for each client by the front end, as Cloudflare does',
  noConnectionCaps: "a Worker never sees connections; Cloudflare's front end terminates them and absorbs floods (DDoS protection), and its rate limiting rules cap requests per address",
  async start(env) {
    await buildEdgeEntries(out);
    const { STATIC_DIR, ...vars } = env;
    const mf = new Miniflare(workerdOptions({ outDir: out, staticDir: STATIC_DIR, vars, port: 0 }));
    const url = (await mf.ready).origin;
    return { url, stop: () => mf.dispose() };
  },
});

describe('the Worker without UPSTREAM_URL', () => {
  it('answers 503 JSON rather than guess an upstream (the sandbox does not run on Workers)', async () => {
    await buildEdgeEntries(out);
    const files = fixtureDir();
    // wrangler.toml's [vars] less UPSTREAM_URL: an operator who deleted the placeholder.
    const { bindings, ...options } = workerdOptions({ outDir: out, staticDir: files.dir });
    const { UPSTREAM_URL: _deleted, ...vars } = bindings as Record<string, string>;
    const mf = new Miniflare({ ...options, bindings: vars, port: 0 });
    try {
      const answer = await mf.dispatchFetch('http://edge.test/');
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ code: 503, msg: 'The edge is not configured' });
    } finally {
      await mf.dispose();
      files.remove();
    }
  }, 30_000);
});

// The edge suite on workerd, through miniflare, configured from the project's wrangler.toml (entry,
// compatibility date, assets binding and its settings) as `wrangler deploy` would be: the Worker
// bundle as built, static files through the assets binding, settings as vars.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, describe, expect, it } from 'vitest';
import { buildEdgeEntries } from '../../../scripts/build-edge.mjs';
import { describeEdgeSuite } from './edge-suite';
import { fixtureDir } from './runtime-fixture';

const ROOT = join(import.meta.dirname, '../../..');
mkdirSync(join(ROOT, '.data'), { recursive: true });
const out = mkdtempSync(join(ROOT, '.data', 'worker-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** One `key = value` of wrangler.toml (strings and booleans are all it holds). */
function tomlValue(toml: string, key: string): string | boolean {
  const raw = new RegExp(`^${key}\\s*=\\s*(.+)$`, 'm').exec(toml)?.[1]?.trim();
  if (raw === undefined) throw new Error(`wrangler.toml has no ${key}`);
  return raw === 'true' ? true : raw === 'false' ? false : JSON.parse(raw);
}

describeEdgeSuite({
  name: 'workerd',
  // workerd has CompressionStream gzip; the edge brings no brotli encoder there.
  jsonEncoding: 'gzip',
  frontEndEncodes: 'the Worker always sees `Accept-Encoding: br, gzip` and its answers are re-encoded for each client by the front end, as Cloudflare does',
  noConnectionCaps: "a Worker never sees connections; Cloudflare's front end terminates them and absorbs floods (DDoS protection), and its rate limiting rules cap requests per address",
  async start(env) {
    const toml = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8');
    const assetsSection = toml.slice(toml.indexOf('[assets]'));
    await buildEdgeEntries(out);
    const { STATIC_DIR, ...vars } = env;
    const mf = new Miniflare({
      modules: true,
      scriptPath: join(out, String(tomlValue(toml, 'main')).replace(/^dist\//, '')),
      compatibilityDate: String(tomlValue(toml, 'compatibility_date')),
      bindings: vars,
      assets: {
        directory: STATIC_DIR!,
        binding: String(tomlValue(assetsSection, 'binding')),
        routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: tomlValue(assetsSection, 'run_worker_first') === true },
        assetConfig: {
          html_handling: tomlValue(assetsSection, 'html_handling') as 'none',
          not_found_handling: tomlValue(assetsSection, 'not_found_handling') as 'none',
        },
      },
      host: '127.0.0.1',
      port: 0,
    });
    const url = (await mf.ready).origin;
    return { url, stop: () => mf.dispose() };
  },
});

describe('the Worker without UPSTREAM_URL', () => {
  it('answers 503 JSON rather than guess an upstream (the sandbox does not run on Workers)', async () => {
    await buildEdgeEntries(out);
    const files = fixtureDir();
    const mf = new Miniflare({ modules: true, scriptPath: join(out, 'edge/worker.mjs'), compatibilityDate: '2026-04-20', assets: { directory: files.dir, binding: 'ASSETS', routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true } } });
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

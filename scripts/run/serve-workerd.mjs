// Runs the built Workers entry locally on workerd (miniflare), configured from wrangler.toml as
// `wrangler deploy` would configure it: the entry, the compatibility date, the ASSETS binding and
// its settings, and [vars], overridden by the same names from the environment.
//   npm run build && UPSTREAM_URL=https://api.example npm run serve:workerd
// The workerd edge suite (tests/edge/runtimes/workerd.test.ts) builds its options here too.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Miniflare } from 'miniflare';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** One `key = value` of a TOML section (the file holds only strings and booleans). */
function tomlValue(section, key) {
  const raw = new RegExp(`^${key}\\s*=\\s*(.+)$`, 'm').exec(section)?.[1]?.trim();
  if (raw === undefined) throw new Error(`wrangler.toml has no ${key}`);
  return raw === 'true' ? true : raw === 'false' ? false : JSON.parse(raw);
}

/** The [name] section of a TOML text, up to the next section. */
const section = (toml, name) => toml.slice(toml.indexOf(`[${name}]`)).split(/\n(?=\[)/)[0];

/** Miniflare options equal to wrangler.toml's deployment, with `vars` over its [vars]. */
export function workerdOptions({ outDir = join(root, 'dist'), staticDir, vars = {}, host = '127.0.0.1', port = 8787 } = {}) {
  const toml = readFileSync(join(root, 'wrangler.toml'), 'utf8');
  const assets = section(toml, 'assets');
  const tomlVars = Object.fromEntries([...section(toml, 'vars').matchAll(/^(\w+)\s*=\s*(".*")$/gm)].map((m) => [m[1], JSON.parse(m[2])]));
  return {
    modules: true,
    scriptPath: join(outDir, String(tomlValue(toml, 'main')).replace(/^dist\//, '')),
    compatibilityDate: String(tomlValue(toml, 'compatibility_date')),
    bindings: { ...tomlVars, ...vars },
    assets: {
      directory: staticDir ?? join(root, String(tomlValue(assets, 'directory'))),
      binding: String(tomlValue(assets, 'binding')),
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: tomlValue(assets, 'run_worker_first') === true },
      assetConfig: { html_handling: tomlValue(assets, 'html_handling'), not_found_handling: tomlValue(assets, 'not_found_handling') },
    },
    host,
    port,
  };
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  // The edge's own variables (README's table) that mean something on Workers.
  const edgeVariable = /^(UPSTREAM_URL|UPSTREAM_TIMEOUT_MS|UPSTREAM_BODY_IDLE_MS|APP_ID|APP_WEB_NAME|TRUST_PROXY|RATE_LIMIT_(CALLS|AUTH|SMS|BEACON|ENTRIES)|BEACON_IN_FLIGHT|BEACON_QUEUE|MAINTENANCE_CHECK_MS|SANDBOX_URL)$/;
  const vars = Object.fromEntries(Object.entries(process.env).filter(([name, value]) => edgeVariable.test(name) && value));
  const mf = new Miniflare(workerdOptions({ vars, host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 8787) }));
  const url = await mf.ready;
  console.log(`[edge] listening on ${url.origin} (workerd via miniflare), upstream: ${vars.UPSTREAM_URL ?? '(wrangler.toml [vars])'}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void mf.dispose().then(() => process.exit(0)));
}

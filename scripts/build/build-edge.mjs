// Bundles the server side into dist/ as two separate entries, plain JavaScript run by `node` with
// the npm packages left as imports (they are installed beside it):
//   dist/edge/node.mjs         the edge (no sandbox code; it imports the sandbox only when
//                              UPSTREAM_URL is unset, by a path computed at run time)
//   dist/sandbox/start.mjs     the sandbox operator API (SQLite through @photostructure/sqlite)
//   dist/sandbox/browser/*     the sandbox's browser files, bundled from edge/sandbox/browser/
//   dist/edge/worker.mjs       the Cloudflare Workers entry, self-contained (wrangler.toml)
//   dist/edge/bun.mjs          the Bun entry, self-contained
//   dist/edge/deno.mjs         the Deno entry, self-contained
// Run with `node --import tsx` so the browser files are bundled by the same code that bundles them
// on demand in dev (edge/sandbox/browser-assets.ts).
import { build } from 'esbuild';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BROWSER_ASSETS, bundleBrowserAsset } from '../../edge/sandbox/browser-assets.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

const serverOptions = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
};

/** The other runtimes get one file each, packages included: nothing to install beside it. */
const standaloneOptions = { ...serverOptions, packages: undefined, sourcemap: false };

/** The Workers entry: web APIs only, as workerd runs it. */
const workerOptions = { ...standaloneOptions, platform: 'browser', target: 'es2022', conditions: ['workerd', 'worker', 'browser'] };

/** Builds the edge entries only (the runtime tests build them into their own folder). */
export async function buildEdgeEntries(outDir = join(root, 'dist')) {
  await Promise.all([
    build({ ...serverOptions, entryPoints: ['edge/node.ts'], outfile: join(outDir, 'edge/node.mjs') }),
    build({ ...workerOptions, entryPoints: ['edge/worker.ts'], outfile: join(outDir, 'edge/worker.mjs') }),
    build({ ...standaloneOptions, entryPoints: ['edge/bun.ts'], outfile: join(outDir, 'edge/bun.mjs') }),
    build({ ...standaloneOptions, entryPoints: ['edge/deno.ts'], outfile: join(outDir, 'edge/deno.mjs') }),
  ]);
}

/** Builds what `node <outDir>/edge/node.mjs` runs: the Node entry, the sandbox and its browser files (the unit tests' edge processes). */
export async function buildNodeServer(outDir) {
  await Promise.all([
    build({ ...serverOptions, entryPoints: ['edge/node.ts'], outfile: join(outDir, 'edge/node.mjs') }),
    build({ ...serverOptions, entryPoints: ['edge/sandbox/start.ts'], outfile: join(outDir, 'sandbox/start.mjs') }),
    buildBrowserFiles(join(outDir, 'sandbox/browser')),
  ]);
}

/** Builds the edge and the sandbox into `outDir` (default dist/). */
export async function buildServer(outDir = join(root, 'dist')) {
  await Promise.all([
    buildEdgeEntries(outDir),
    build({ ...serverOptions, entryPoints: ['edge/sandbox/start.ts'], outfile: join(outDir, 'sandbox/start.mjs') }),
    buildBrowserFiles(join(outDir, 'sandbox/browser')),
  ]);
}

async function buildBrowserFiles(dir) {
  const sources = join(root, 'edge/sandbox/browser');
  await mkdir(dir, { recursive: true });
  await Promise.all(Object.keys(BROWSER_ASSETS).map(async (name) => writeFile(join(dir, name), await bundleBrowserAsset(name, sources))));
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  await buildServer();
  console.log('server built: dist/edge/{node,worker,bun,deno}.mjs, dist/sandbox/start.mjs, dist/sandbox/browser/');
}

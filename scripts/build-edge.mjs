// Bundles the edge's Node entry to dist/edge/node.mjs: plain JavaScript run by `node`, with the
// npm packages left as imports (they are installed beside it).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import pkg from '../package.json' with { type: 'json' };

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: root,
  entryPoints: ['edge/node.ts'],
  outfile: 'dist/edge/node.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  legalComments: 'none',
  // package.json's version, as in the client build (see client/build-defines.d.ts).
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  logLevel: 'warning',
});
console.log('edge built: dist/edge/node.mjs');

// `npm run size:react`: the evidence for Preact. Builds the app twice, as shipped (preact/compat)
// and with real React 18 + react-dom (installed into .data/react18/ on first use, never a
// dependency), and prints both first paints (the entry chunk and its static imports, the files
// size-limit guards) and the whole app's JS, brotli-compressed as size-limit measures them, and
// their ratio. The React build is made to be measured only: preact-iso's router hooks Preact's
// internals, so it would not run on React as it is.
import { brotliCompressSync, constants } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installPinned } from '../run/install-pinned.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const reactDir = installPinned('react18', { react: '18.3.1', 'react-dom': '18.3.1' });

function build(env) {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const brotli = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Brotli bytes of the .js files in `dir` (one folder, not recursive). */
function jsBytes(dir) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + brotli(readFileSync(join(dir, name))), 0);
}

process.stderr.write('building with preact/compat...\n');
build({});
process.stderr.write('building with react 18.3.1 + react-dom 18.3.1...\n');
build({ SIZE_REACT_DIR: reactDir });

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const figures = {
  'first paint JS': { preact: jsBytes(join(root, 'dist/first-paint')), react: jsBytes(join(root, 'dist-react/first-paint')) },
  'all app JS': { preact: jsBytes(join(root, 'dist/client/assets')), react: jsBytes(join(root, 'dist-react/client/assets')) },
};
console.log('\nThe same app, built with preact/compat (as shipped) and with React 18.3.1 + react-dom 18.3.1 (brotli, quality 11):');
console.table(
  Object.entries(figures).map(([part, { preact, react }]) => ({
    part,
    'preact/compat': kB(preact),
    'react + react-dom': kB(react),
    'react / preact': `${(react / preact).toFixed(2)}x`,
    'extra bytes on React': kB(react - preact),
  })),
);
console.log('On a 1.6 Mbps connection every 10 kB is about 50 ms more before the first paint, and React\'s larger runtime also costs parse and run time on a slow CPU.');

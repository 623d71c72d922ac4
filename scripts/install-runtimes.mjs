// Installs Bun and Deno from npm into .data/runtimes/ on first use, for `npm run test:runtimes`
// (they are not devDependencies: `npm ci` and `npm test` never need them). Prints the folder of
// their binaries; the runtime tests read it from EDGE_RUNTIMES_BIN.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Pinned: the versions the suite was run with. */
const RUNTIMES = { bun: '1.4.4', deno: '2.9.6' };

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = join(root, '.data', 'runtimes');
const bin = join(dir, 'node_modules', '.bin');

/** Installs what is missing; returns the folder of the binaries. */
export function installRuntimes() {
  const missing = Object.entries(RUNTIMES).filter(([name]) => !existsSync(join(bin, name)));
  if (missing.length > 0) {
    mkdirSync(dir, { recursive: true });
    // Its own package.json, so npm installs here and never into the project.
    writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
    const specs = missing.map(([name, version]) => `${name}@${version}`);
    console.log(`installing ${specs.join(' ')} into ${dir}`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', ...specs], { cwd: dir, stdio: 'inherit' });
  }
  return bin;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) installRuntimes();

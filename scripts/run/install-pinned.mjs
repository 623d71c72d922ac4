// Installs pinned npm packages into a folder of .data/ on first use: tools some scripts need that
// are not dev dependencies, so `npm ci` and `npm test` never fetch them. Returns the folder.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The installed version of `name` under `dir`, or null. */
function installedVersion(dir, name) {
  const file = join(dir, 'node_modules', name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : null;
}

/** Installs each `name@version` of `pins` missing (or at another version) in .data/<folder>/. */
export function installPinned(folder, pins) {
  const dir = join(root, '.data', folder);
  const missing = Object.entries(pins).filter(([name, version]) => installedVersion(dir, name) !== version);
  if (missing.length > 0) {
    mkdirSync(dir, { recursive: true });
    // Its own package.json, so npm installs here and never into the project.
    writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
    // Every pin, not only the missing ones: npm prunes what the command line does not name (the
    // folder's package.json lists nothing), so installing one tool removed the others.
    const specs = Object.entries(pins).map(([name, version]) => `${name}@${version}`);
    console.error(`installing ${specs.join(' ')} into ${dir}`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', ...specs], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  return dir;
}

// Installs Bun and Deno from npm into .data/runtimes/ on first use, for `npm run test:runtimes`
// (they are not devDependencies: `npm ci` and `npm test` never need them). Prints the folder of
// their binaries; the runtime tests read it from EDGE_RUNTIMES_BIN.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installPinned } from './install-pinned.mjs';

/** Pinned: the versions the suite was run with. */
const RUNTIMES = { bun: '1.4.4', deno: '2.9.6' };

/** Installs what is missing; returns the folder of the binaries. */
export const installRuntimes = () => join(installPinned('runtimes', RUNTIMES), 'node_modules', '.bin');

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) installRuntimes();

// Bun and Deno under the edge suite: their entries built as `npm run build` builds them, run by
// the binaries scripts/run/install-runtimes.mjs installs from npm on first use. Only with
// EDGE_RUNTIMES=1 (`npm run test:runtimes`); `npm test` shows them skipped, saying so.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { buildEdgeEntries } from '../../../scripts/build/build-edge.mjs';
import { installRuntimes } from '../../../scripts/run/install-runtimes.mjs';
import { spawnEdge, whenListening } from '../edge-process';
import type { RuntimeUnderTest } from './edge-suite';

export const RUNTIMES_ON = process.env.EDGE_RUNTIMES === '1';

const ROOT = join(import.meta.dirname, '../../..');

/** The suite's runtime for a built entry run by `binary` with `args` before the entry's path. */
export function spawnedRuntime(runtime: Omit<RuntimeUnderTest, 'start'> & { binary: string; entry: string; args: string[] }): RuntimeUnderTest {
  mkdirSync(join(ROOT, '.data'), { recursive: true });
  const out = mkdtempSync(join(ROOT, '.data', `${runtime.binary}-`));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  return {
    ...runtime,
    async start(env) {
      const bin = installRuntimes();
      await buildEdgeEntries(out);
      return whenListening(spawnEdge(join(bin, runtime.binary), [...runtime.args, join(out, 'edge', runtime.entry)], env));
    },
  };
}

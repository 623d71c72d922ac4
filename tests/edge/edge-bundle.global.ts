// The edge project's global setup: bundles the Node entry and the sandbox once per run (as
// `npm run build` does, into a folder of their own), so the files that start the edge as a child
// process run `node …/edge/node.mjs` instead of compiling the sources through tsx in every child
// (tests/edge/edge-process.ts). The source entry under tsx keeps its own tests
// (tests/scripts/run/launch-edge.test.ts).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildNodeServer } from '../../scripts/build/build-edge.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundled Node entry of the edge, its sandbox bundle beside it. */
    edgeEntry: string;
  }
}

const ROOT = join(import.meta.dirname, '../..');

export default async function setup(project: TestProject): Promise<() => void> {
  // Inside the project, so the bundles' package imports resolve through its node_modules.
  mkdirSync(join(ROOT, '.data'), { recursive: true });
  const out = mkdtempSync(join(ROOT, '.data', 'test-edge-'));
  await buildNodeServer(out);
  project.provide('edgeEntry', join(out, 'edge/node.mjs'));
  return () => rmSync(out, { recursive: true, force: true });
}

// The edge suite on Deno (edge/deno.ts on Deno.serve); run by `npm run test:runtimes`.
import { describe } from 'vitest';
import { describeEdgeSuite } from './edge-suite';
import { RUNTIMES_ON, spawnedRuntime } from './spawned-runtime';

describe.skipIf(!RUNTIMES_ON)('Deno (npm run test:runtimes)', () => {
  describeEdgeSuite(
    spawnedRuntime({
      name: 'Deno',
      binary: 'deno',
      entry: 'deno.mjs',
      args: ['run', '--allow-net', '--allow-read', '--allow-env', '--allow-sys'],
      jsonEncoding: 'gzip',
      noConnectionCaps: 'Deno.serve has no per-address connection cap; put the edge behind a front proxy or load balancer that caps connections',
    }),
  );
});

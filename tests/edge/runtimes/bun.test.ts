// The edge suite on Bun (edge/bun.ts on Bun.serve); run by `npm run test:runtimes`.
import { describe } from 'vitest';
import { describeEdgeSuite } from './edge-suite';
import { RUNTIMES_ON, spawnedRuntime } from './spawned-runtime';

describe.skipIf(!RUNTIMES_ON)('Bun (npm run test:runtimes)', () => {
  describeEdgeSuite(
    spawnedRuntime({
      name: 'Bun',
      binary: 'bun',
      entry: 'bun.mjs',
      args: [],
      jsonEncoding: 'gzip',
      noConnectionCaps: 'Bun.serve has no per-address connection cap; put the edge behind a front proxy or load balancer that caps connections',
    }),
  );
});

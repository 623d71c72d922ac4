// Types of build-edge.mjs for the tests that call it.
/** Builds the edge and the sandbox into `outDir` (default dist/). */
export function buildServer(outDir?: string): Promise<void>;
/** Builds the edge entries only (node, worker, bun, deno) into `outDir`/edge. */
export function buildEdgeEntries(outDir?: string): Promise<void>;
/** Builds what `node <outDir>/edge/node.mjs` runs: the Node entry, the sandbox and its browser files. */
export function buildNodeServer(outDir: string): Promise<void>;

// Bun entry: the edge on Bun.serve, static files from STATIC_DIR, the same environment variables as
// the Node entry (UPSTREAM_URL required: the sandbox needs a Node SQLite addon). No
// request logic here. On SIGTERM/SIGINT: health answers draining, in-flight requests finish, exit 0.
import { createWebEdge } from './runtime-web/web-edge';

interface BunServer {
  port: number;
  requestIP(request: Request): { address: string } | null;
  stop(closeActiveConnections?: boolean): Promise<void>;
}
declare const Bun: {
  env: Record<string, string | undefined>;
  serve(options: { port: number; hostname: string; maxRequestBodySize: number; fetch(request: Request, server: BunServer): Promise<Response> }): BunServer;
};

const exit = (code: number): never => process.exit(code);
// Bun's fetch decodes compressed answers but keeps Content-Encoding; `decompress: false` hands the
// bytes over as sent, so they pass through intact.
const upstreamFetch: typeof fetch = (input, init) => fetch(input, { ...init, decompress: false } as RequestInit);
const edge = createWebEdge(Bun.env, { entryUrl: import.meta.url, exit, fetch: upstreamFetch });
const server = Bun.serve({
  port: edge.config.port,
  hostname: edge.config.host,
  // Each call's row sets its own lower limit; this only stops a body no call would take.
  maxRequestBodySize: 8 * 1024 * 1024,
  fetch: (request, bunServer) => edge.handle(request, bunServer.requestIP(request)?.address),
});
console.log(edge.startLine(server.port));

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    edge.drain();
    const deadline = setTimeout(() => exit(1), edge.config.timeouts.drainMs);
    void server.stop().then(() => {
      clearTimeout(deadline);
      exit(0);
    });
  });
}

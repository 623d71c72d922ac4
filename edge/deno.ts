// Deno entry: the edge on Deno.serve, static files from STATIC_DIR, the same environment variables
// as the Node entry (UPSTREAM_URL required: the sandbox needs a Node SQLite addon). No
// request logic here. Run with --allow-net --allow-read --allow-env. On SIGTERM/SIGINT: health
// answers draining, in-flight requests finish, exit 0.
import { createUpstreamFetch } from './runtime-node/upstream-fetch';
import { createWebEdge } from './runtime-web/web-edge';

interface DenoServer {
  finished: Promise<void>;
  shutdown(): Promise<void>;
}
declare const Deno: {
  env: { toObject(): Record<string, string> };
  exit(code: number): never;
  addSignalListener(signal: 'SIGTERM' | 'SIGINT', handler: () => void): void;
  serve(
    options: { port: number; hostname: string; onListen(address: { port: number }): void },
    handler: (request: Request, info: { remoteAddr: { hostname: string } }) => Promise<Response>,
  ): DenoServer;
};

// Deno's fetch always decodes compressed answers while keeping Content-Encoding; the Node entry's
// upstream fetch (node:http, which Deno implements) hands the bytes over as sent.
const edge = createWebEdge(Deno.env.toObject(), { entryUrl: import.meta.url, exit: Deno.exit, fetch: createUpstreamFetch() });
const server = Deno.serve(
  { port: edge.config.port, hostname: edge.config.host, onListen: ({ port }) => console.log(edge.startLine(port)) },
  (request, info) => edge.handle(request, info.remoteAddr.hostname),
);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  Deno.addSignalListener(signal, () => {
    if (stopping) Deno.exit(1);
    stopping = true;
    edge.drain();
    const deadline = setTimeout(() => Deno.exit(1), edge.config.timeouts.drainMs);
    void server.shutdown().then(() => {
      clearTimeout(deadline);
      Deno.exit(0);
    });
  });
}

// Deno entry: the edge on Deno.serve, static files from STATIC_DIR, the same environment variables
// as the Node entry (UPSTREAM_URL required: the sandbox needs better-sqlite3, a Node addon). No
// request logic here. Run with --allow-net --allow-read --allow-env. On SIGTERM/SIGINT: health
// answers draining, in-flight requests finish, exit 0.
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

const edge = createWebEdge(Deno.env.toObject(), import.meta.url, Deno.exit);
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

// The Node entry as an operator runs it: a child process on free ports with a fresh database,
// started by the shared launcher (scripts/run/launch-edge.ts). It runs the bundle the edge
// project's global setup built from the current sources (tests/edge/edge-bundle.global.ts), as
// `npm start` runs dist/edge/node.mjs: under tsx every child compiled the edge again.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { spawnEdge as launch, whenReady, type EdgeProcess } from '../../scripts/run/launch-edge';

export type { EdgeProcess };

/** A temp folder with a built-client stand-in (one shell page); `remove` deletes it. */
export function edgeTempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'edge-node-'));
  mkdirSync(join(dir, 'client'));
  writeFileSync(join(dir, 'client', 'index.html'), '<!doctype html><title>shell</title>');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts the Node entry (`edge/node.ts`, bundled) with the sandbox as its upstream (unless `env` sets UPSTREAM_URL). */
export function startEdge(temp: string, env: Record<string, string>): EdgeProcess {
  return spawnEdge(process.execPath, [inject('edgeEntry')], {
    SANDBOX_PORT: '0',
    SANDBOX_DB: join(temp, 'sandbox.db'),
    STATIC_DIR: join(temp, 'client'),
    UPSTREAM_URL: '',
    ...env,
  });
}

/** Starts an edge entry with `command` on a free loopback port, collecting all its output. */
export function spawnEdge(command: string, args: string[], env: Record<string, string>): EdgeProcess {
  return launch({ command, args, sandbox: false, env, outputLimit: Infinity });
}

/** Resolves with the first match of `pattern` in the output; rejects if the process exits first. */
export async function waitFor(output: () => string, pattern: RegExp, exited: Promise<unknown>): Promise<RegExpExecArray> {
  for (;;) {
    const match = pattern.exec(output());
    if (match) return match;
    const done = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(r, 50, false))]);
    if (done) throw new Error(`the edge exited:\n${output()}`);
  }
}

/** Pattern of the start line; group 1 is the edge URL. */
export const LISTENING = /listening on (http:\/\/\S+) .*upstream: sandbox http:\/\/127\.0\.0\.1:\d+/;

/** Pattern of the start line with any upstream; group 1 is the edge URL. */
export const LISTENING_ANY = /listening on (http:\/\/\S+) /;

/** Waits until it is ready; resolves with the edge URL and a stop that sends SIGTERM and waits for the exit. */
export async function whenListening(edge: EdgeProcess): Promise<{ url: string; stop(): Promise<void> }> {
  const { url } = await whenReady(edge);
  return {
    url,
    async stop() {
      await edge.stop();
    },
  };
}

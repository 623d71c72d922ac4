// The fleet's processes on loopback: redis-server (the attack harness's, killed and restarted in place), the built
// sandbox alone, and built Node edges on fixed ports (so one can be stopped and started again on
// its port behind the balancer). Every child is killed when this process exits.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import { spawnEdge, type EdgeProcess } from '../run/launch-edge';
import { freePort, killChildren, ROOT, SANDBOX_ENTRY, sleep } from '../attack/harness';

const children = new Set<ChildProcess>();
/** Kills every child still running (exit and signal handlers). */
export function killAll(): void {
  for (const child of children) child.kill('SIGKILL');
  // redis-server is the harness's child.
  killChildren();
}

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** GET `url`: its status and body, or undefined when nothing answered within `timeoutMs`. */
export function getJson(url: string, timeoutMs = 2000): Promise<{ status: number; body: unknown } | undefined> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: timeoutMs }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(undefined));
  });
}

/** Polls `test` every 100 ms until it is true; false after `ms`. */
export async function until(test: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await test()) return true;
    if (Date.now() > end) return false;
    await sleep(100);
  }
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The built sandbox alone (dist/sandbox/start.mjs) on a free port with the database `dbPath`; its URL. */
export async function startSandboxProcess(dbPath: string): Promise<string> {
  if (!existsSync(SANDBOX_ENTRY)) throw new Error('the built app is missing: run `npm run build` first');
  const port = await freePort();
  const code = `const { startSandbox } = await import(${JSON.stringify(SANDBOX_ENTRY)});
await startSandbox({ port: ${port}, dbPath: ${JSON.stringify(dbPath)}, dev: true, log: () => undefined });
console.log('sandbox ready');`;
  track(spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] }));
  const url = `http://127.0.0.1:${port}`;
  if (!(await until(() => accepts(port), 30_000))) throw new Error('the sandbox did not start');
  return url;
}

export interface FleetEdge {
  port: number;
  url: string;
  process: EdgeProcess;
}

/** A built Node edge (`node dist/edge/node.mjs`) on `port`, ready once GET /readyz answers 200. */
export async function startFleetEdge(port: number, env: Record<string, string>): Promise<FleetEdge> {
  const edge = spawnEdge({ port, sandbox: false, staticDir: join(ROOT, 'dist/client'), env, outputLimit: 256 * 1024 });
  const url = `http://127.0.0.1:${port}`;
  const ready = await until(async () => (await getJson(`${url}/readyz`))?.status === 200 || edge.exitCode() !== undefined, 30_000);
  if (!ready || edge.exitCode() !== undefined) throw new Error(`edge on ${port} did not become ready:\n${edge.output().slice(-2000)}`);
  return { port, url, process: edge };
}

// The fleet's processes on loopback: redis-server and the built sandbox alone (the attack
// harness's; redis is killed and restarted in place), and built Node edges on fixed ports (so one
// can be stopped and started again on its port behind the balancer). Every child is killed when
// this process exits.
import http from 'node:http';
import { join } from 'node:path';
import { spawnEdge, type EdgeProcess } from '../run/launch-edge';
import { killChildren, ROOT, sleep } from '../attack/harness';

/** Kills every child still running (exit and signal handlers): redis-server and the sandbox are the harness's. */
export function killAll(): void {
  killChildren();
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

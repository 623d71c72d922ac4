// The one launcher of the edge as a child process, used by the bench, Lighthouse, the attack suite
// and the tests (tests/edge/edge-process.ts). By default it runs the built edge as `npm start` does
// (`node dist/edge/node.mjs`, the sandbox in the same process) on loopback ports (free ones unless
// given) with a fresh temporary database; the tests run other entries and runtimes through it too.
// Ready once its start line names its URL and GET /healthz answers; stopped with SIGTERM, then
// SIGKILL after a grace period, and its temporary folder removed. Edges still running when this
// process exits are killed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The built Node entry `npm start` runs. */
export const EDGE_ENTRY = join(ROOT, 'dist/edge/node.mjs');

export interface SpawnEdgeOptions {
  /** The program; default this Node. */
  command?: string;
  /** Its arguments; default the built Node entry. */
  args?: string[];
  /** Default the repository. */
  cwd?: string;
  /** PORT; default 0 (a free port, read from the start line). HOST is always 127.0.0.1. */
  port?: number;
  /**
   * true (the default): the edge starts its own sandbox, as `npm start` does: SANDBOX_PORT
   * (`sandboxPort`, default 0), SANDBOX_DB in a fresh temporary folder, UPSTREAM_URL empty.
   * false: only PORT and HOST are set; `env` brings the rest.
   */
  sandbox?: boolean;
  sandboxPort?: number;
  /** Name prefix of the temporary folder; default `edge-`. */
  tempPrefix?: string;
  /** STATIC_DIR: a folder, or false for none (the empty temporary folder); default unset (the edge's dist/client). */
  staticDir?: string | false;
  /** Over the environment of this process and the settings above. */
  env?: Record<string, string>;
  /** How much of its output (stdout and stderr together) is kept, the latest part; default 64 KiB. */
  outputLimit?: number;
  /** Also copy its stderr to this process's stderr (its stdout is kept only). */
  echoStderr?: boolean;
}

export interface EdgeProcess {
  child: ChildProcess;
  pid: number;
  /** The temporary folder (removed by stop()); undefined when none was needed. */
  dir?: string;
  /** The sandbox's database file when the launcher chose it. */
  dbPath?: string;
  /** Its output so far (stdout and stderr), at most `outputLimit` characters. */
  output(): string;
  /** Resolves with the exit code (null: ended by a signal). */
  exited: Promise<number | null>;
  /** Undefined while it runs, else its exit code. */
  exitCode(): number | null | undefined;
  /** SIGTERM, then SIGKILL after `graceMs` (default 15 s); removes the temporary folder. Resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
}

export interface Edge extends EdgeProcess {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** The sandbox's own URL, when the start line names the sandbox as the upstream. */
  sandboxUrl?: string;
}

export interface ReadyOptions {
  /** Default 30 s. */
  timeoutMs?: number;
  /** The path asked until it answers (any HTTP status) once the start line is out; false: the start line is enough. Default /healthz. */
  probe?: string | false;
}

export type LaunchOptions = SpawnEdgeOptions & ReadyOptions;

/** The start line, whole (console.log ends it); group 1 is the edge's URL. */
const START_LINE = /listening on (http:\/\/\S+) [^\n]*\n/;
const SANDBOX_UPSTREAM = /upstream: sandbox (http:\/\/\S+)/;

const running = new Set<{ child: ChildProcess; dir?: string }>();
let exitHook = false;

/** Kills every edge this process launched that was not stopped, and removes their temporary folders (synchronous: for exit and signal handlers). */
export function killEdges(signal: NodeJS.Signals = 'SIGKILL'): void {
  for (const edge of running) {
    if (edge.child.exitCode === null && edge.child.signalCode === null) edge.child.kill(signal);
    if (edge.dir) rmSync(edge.dir, { recursive: true, force: true });
  }
  running.clear();
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Starts the edge; it may not listen yet (see whenReady, or launchEdge for both). */
export function spawnEdge(options: SpawnEdgeOptions = {}): EdgeProcess {
  const sandbox = options.sandbox ?? true;
  const dir = sandbox || options.staticDir === false ? mkdtempSync(join(tmpdir(), options.tempPrefix ?? 'edge-')) : undefined;
  const dbPath = sandbox && dir ? join(dir, 'sandbox.db') : undefined;
  const env: Record<string, string | undefined> = { ...process.env, PORT: String(options.port ?? 0), HOST: '127.0.0.1' };
  if (sandbox) Object.assign(env, { SANDBOX_PORT: String(options.sandboxPort ?? 0), SANDBOX_DB: dbPath, UPSTREAM_URL: '' });
  if (options.staticDir !== undefined) env.STATIC_DIR = options.staticDir === false ? dir : options.staticDir;
  Object.assign(env, options.env);

  const child = spawn(options.command ?? process.execPath, options.args ?? [EDGE_ENTRY], { cwd: options.cwd ?? ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const entry = { child, dir };
  running.add(entry);
  if (!exitHook) {
    exitHook = true;
    process.once('exit', () => killEdges());
  }

  const limit = options.outputLimit ?? 64 * 1024;
  let output = '';
  const keep = (chunk: string) => {
    output += chunk;
    if (output.length > limit) output = output.slice(-limit);
  };
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  if (options.echoStderr) child.stderr.on('data', (chunk: string) => process.stderr.write(chunk));

  let code: number | null | undefined;
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (exitCode) => {
      // Without a folder to remove, an ended edge needs nothing more from killEdges.
      if (!dir) running.delete(entry);
      resolve((code = exitCode));
    });
    // A program that could not be started never exits: count it as ended.
    child.on('error', (error) => {
      if (child.pid !== undefined) return;
      keep(`${error.message}\n`);
      resolve((code = null));
    });
  });

  return {
    child,
    pid: child.pid ?? -1,
    dir,
    dbPath,
    output: () => output,
    exited,
    exitCode: () => code,
    async stop(graceMs = 15_000) {
      if (code === undefined) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      if (dir) rmSync(dir, { recursive: true, force: true });
      running.delete(entry);
      return exited;
    },
  };
}

/** One GET on a new connection that is closed afterwards; true once any HTTP answer has come. */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, headers: { connection: 'close' }, timeout: 2000 }, (res) => {
      res.resume();
      res.once('close', () => resolve(true));
    });
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(false));
  });
}

/** Waits until the edge has printed its start line and (unless `probe` is false) answers GET `probe`; its URLs. */
export async function whenReady(edge: EdgeProcess, options: ReadyOptions = {}): Promise<{ url: string; sandboxUrl?: string }> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const deadline = Date.now() + timeoutMs;
  const fail = (why: string) => new Error(`the edge did not start (${why}):\n${edge.output().slice(-2000)}`);
  let line: RegExpExecArray | null = null;
  for (;;) {
    line ??= START_LINE.exec(edge.output());
    if (line && (options.probe === false || (await answers(`${line[1]}${options.probe ?? '/healthz'}`)))) break;
    const code = edge.exitCode();
    if (code !== undefined) throw fail(`exit ${code}`);
    if (Date.now() > deadline) throw fail(`nothing within ${Math.round(timeoutMs / 1000)} s`);
    await Promise.race([edge.exited, sleep(line ? 100 : 50)]);
  }
  return { url: line[1]!, sandboxUrl: SANDBOX_UPSTREAM.exec(line[0])?.[1] };
}

/** Starts the edge and waits until it is ready; if it is not, stops it and throws with its output. */
export async function launchEdge(options: LaunchOptions = {}): Promise<Edge> {
  const edge = spawnEdge(options);
  try {
    return { ...edge, ...(await whenReady(edge, options)) };
  } catch (error) {
    await edge.stop(1000);
    throw error;
  }
}

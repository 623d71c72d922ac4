// Shared helpers of `npm run attack` (and `npm run fleet`): the built edge (started by
// scripts/run/launch-edge.ts), redis-server and the helper programs as child processes on free
// loopback ports, the edge's memory and sockets read from /proc, HTTP calls from a chosen source
// address, bursts of them and their outcomes by name, a read-only look into the sandbox's
// database, a bounded autocannon run, and waits that always end.
import { DatabaseSync } from '@photostructure/sqlite';
import autocannon, { type Options as LoadOptions, type Result as LoadResult } from 'autocannon';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountRegist } from '../../contract/auth';
import { API_BASE, APP_VERSION, CHANNEL } from '../../contract/call-row';
import { killEdges, launchEdge, type Edge as LaunchedEdge } from '../run/launch-edge';
import type { FakeMode, FakeStats } from './fake-upstream';
import type { Trio } from './table';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SANDBOX_ENTRY = join(ROOT, 'dist/sandbox/start.mjs');

/** Source address of the "normal" client, so per-address limits aimed at the attacker spare it. */
export const PLAYER_ADDRESS = '127.0.0.2';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Every child is tracked, so the runner can kill what a failed or timed-out scenario left behind.
const children = new Set<ChildProcess>();

function track<T extends ChildProcess>(child: T): T {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Kills every child and edge still running and removes the edges' temporary files; after each scenario and on exit. */
export function killChildren(): void {
  for (const child of children) child.kill('SIGKILL');
  killEdges();
}

/** Resolves when the child has exited, with its exit code (null when a signal ended it). */
function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** `work`, or a rejection naming `what` after `ms`. */
export async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** A free port on 127.0.0.1 (released before use; nothing else binds loopback ports here meanwhile). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// --- the edge process -----------------------------------------------------------------------

export interface ProcessStats {
  rssMb: number;
  /** Open sockets (file descriptors that are sockets: listening, clients, upstream pool). */
  sockets: number;
}

/** RSS and open sockets of a process, from /proc (Linux); NaN once the process is gone. */
export function processStats(pid: number): ProcessStats {
  try {
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    let sockets = 0;
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) sockets++;
      } catch {
        // Closed while we looked.
      }
    }
    return { rssMb: rssKb / 1024, sockets };
  } catch {
    return { rssMb: NaN, sockets: NaN };
  }
}

/** The soft limit on open files of a process ('self': this one), from /proc. */
export function fdLimit(pid: number | 'self'): number {
  const limits = readFileSync(`/proc/${pid}/limits`, 'utf8');
  return Number(/Max open files\s+(\d+)/.exec(limits)?.[1] ?? NaN);
}

const max = (a: number, b: number) => (Number.isFinite(b) && !(a >= b) ? b : a);

/** Samples a process every second: its figures now, at their highest, and when `end` is called. */
export function watch(pid: number) {
  const before = processStats(pid);
  const peak = { ...before };
  const take = () => {
    const now = processStats(pid);
    peak.rssMb = max(peak.rssMb, now.rssMb);
    peak.sockets = max(peak.sockets, now.sockets);
    return now;
  };
  const timer = setInterval(take, 1000);
  return {
    before,
    /** Stops sampling; the figures before, at the peak and now. */
    end(): { rssMb: Trio; sockets: Trio } {
      clearInterval(timer);
      const after = take();
      return {
        rssMb: { before: before.rssMb, peak: peak.rssMb, after: after.rssMb },
        sockets: { before: before.sockets, peak: peak.sockets, after: after.sockets },
      };
    },
  };
}

/** Waits (at most `ms`) until the process holds no more than `sockets` sockets; returns the seconds waited. */
export async function settleSockets(pid: number, sockets: number, ms: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms && processStats(pid).sockets > sockets) await sleep(500);
  return Math.round((Date.now() - started) / 1000);
}

export interface Edge extends LaunchedEdge {
  /** The sandbox's SQLite file (fresh for each edge). */
  dbPath: string;
}

/**
 * Starts the built edge as `npm start` runs it (`node dist/edge/node.mjs`), on free loopback ports
 * with a fresh temporary database; against `upstreamUrl` when given, else with its own sandbox.
 */
export async function startEdge(options: { upstreamUrl?: string; env?: Record<string, string> } = {}): Promise<Edge> {
  const edge = await launchEdge({
    port: await freePort(),
    sandboxPort: await freePort(),
    tempPrefix: 'edge-attack-',
    staticDir: join(ROOT, 'dist/client'),
    env: { UPSTREAM_URL: options.upstreamUrl ?? '', ...options.env },
    outputLimit: 16 * 1024,
  });
  return { ...edge, dbPath: edge.dbPath! };
}

// --- helper programs ------------------------------------------------------------------------

export const REDIS_SERVER = '/usr/bin/redis-server';

/** True once something accepts connections on 127.0.0.1:`port`. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface RedisServer {
  url: string;
  /** SIGKILL: an outage, not a shutdown. */
  kill(): Promise<void>;
  /** Killed, then started again on the same port (empty: no persistence). */
  restart(): Promise<void>;
}

/** redis-server (Debian's package) on a free loopback port, without persistence; killed with the other children. */
export async function startRedisServer(): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: apt-get install -y redis-server`);
  const port = await freePort();
  const start = async () => {
    const child = track(spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' }));
    for (let tries = 0; !(await accepts(port)); tries += 1) {
      if (tries > 100 || child.exitCode !== null) throw new Error('redis-server did not start');
      await sleep(100);
    }
    return child;
  };
  let child = await start();
  const kill = async () => {
    child.kill('SIGKILL');
    await exitOf(child);
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    kill,
    async restart() {
      await kill();
      child = await start();
    },
  };
}

/** The built sandbox alone (dist/sandbox/start.mjs) on a free port with the database `dbPath`, killed with the other children; its URL. */
export async function startSandboxProcess(dbPath: string): Promise<string> {
  if (!existsSync(SANDBOX_ENTRY)) throw new Error('the built app is missing: run `npm run build` first');
  const port = await freePort();
  const code = `const { startSandbox } = await import(${JSON.stringify(SANDBOX_ENTRY)});
await startSandbox({ port: ${port}, dbPath: ${JSON.stringify(dbPath)}, dev: true, log: () => undefined });`;
  const child = track(spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] }));
  for (let tries = 0; !(await accepts(port)); tries += 1) {
    if (tries > 300 || child.exitCode !== null) throw new Error('the sandbox did not start');
    await sleep(100);
  }
  return `http://127.0.0.1:${port}`;
}

/** Forks one of the attack's own TypeScript programs (under tsx), with an IPC channel. */
export function forkHelper(file: string, args: string[]): ChildProcess {
  return track(fork(join(ROOT, 'scripts/attack', file), args, { cwd: ROOT, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
}

export interface FakeUpstream {
  url: string;
  stats(): Promise<FakeStats>;
  stop(): Promise<void>;
}

/** Starts fake-upstream.ts in `mode` in its own process; resolves once it listens. */
export async function startFakeUpstream(mode: FakeMode): Promise<FakeUpstream> {
  const child = forkHelper('fake-upstream.ts', [mode]);
  const port = await within(
    30_000,
    'the fake upstream start',
    new Promise<number>((resolve, reject) => {
      child.once('message', (message) => resolve((message as { port: number }).port));
      child.once('exit', (code) => reject(new Error(`the fake upstream exited (${code})`)));
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    async stats() {
      const answer = await get(`${url}/__stats`, 5000);
      if (!('status' in answer)) throw new Error(`fake upstream stats: ${answer.error}`);
      return JSON.parse(answer.body) as FakeStats;
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exitOf(child);
      clearTimeout(timer);
    },
  };
}

// --- HTTP -----------------------------------------------------------------------------------

export type Outcome = { status: number; body: string } | { error: string };

interface RequestOptions {
  headers?: Record<string, string>;
  localAddress?: string;
  timeoutMs: number;
  /** false (the default): a new connection, closed after the answer. */
  agent?: http.Agent | false;
}

function request(method: string, url: string, body: string | undefined, options: RequestOptions): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(url, { method, headers: options.headers, localAddress: options.localAddress, agent: options.agent ?? false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, body: text });
      });
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    const timer = setTimeout(() => req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })), options.timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve({ error: error.code ?? error.message });
    });
    req.end(body);
  });
}

const get = (url: string, timeoutMs: number) => request('GET', url, undefined, { timeoutMs });

/** POSTs a JSON body to `${base}/app/v1/${call}`. */
export function callJson(base: string, call: string, body: object, options: RequestOptions): Promise<Outcome> {
  return request('POST', `${base}${API_BASE}/${call}`, JSON.stringify(body), {
    ...options,
    headers: { 'content-type': 'application/json', ...options.headers },
  });
}

/** The answer's `code` or `errcode`; undefined when it is no JSON envelope. */
export function codeOf(outcome: Outcome): number | undefined {
  if (!('status' in outcome)) return undefined;
  try {
    const body = JSON.parse(outcome.body) as { code?: unknown; errcode?: unknown };
    const code = body.code ?? body.errcode;
    return typeof code === 'number' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** HTTP 200 with a success envelope (`code` 200 or `errcode` 0). */
export const succeeded = (outcome: Outcome): boolean => 'status' in outcome && outcome.status === 200 && [0, 200].includes(codeOf(outcome) ?? -1);

/** Fields a client sends; the edge adds the operator's. */
export const CLIENT_FIELDS = { platform: 1, clientReferrer: '' };

/** The password of every player the harness registers. */
export const PLAYER_PASSWORD = 'attack-pass-1';

/** A new player registered straight at the sandbox (not through the edge, so no edge limit is spent). */
export async function registerPlayer(sandboxUrl: string): Promise<{ account: string; password: string; token: string }> {
  const operatorFields = { appId: 'ph-casino', channel: CHANNEL, appVersion: APP_VERSION, appWebName: 'Casino PH', ...CLIENT_FIELDS };
  const account = `attack${Math.floor(Math.random() * 1e8)}`;
  const answer = await callJson(sandboxUrl, accountRegist.name, { eligibilityDeclared: 1, account, password: PLAYER_PASSWORD, ...operatorFields }, { timeoutMs: 10_000 });
  const token = 'status' in answer ? (JSON.parse(answer.body) as { token?: string }).token : undefined;
  if (!token) throw new Error(`could not register a player: ${JSON.stringify(answer).slice(0, 300)}`);
  return { account, password: PLAYER_PASSWORD, token };
}

/** A new player's token (registerPlayer). */
export const newPlayer = async (sandboxUrl: string): Promise<string> => (await registerPlayer(sandboxUrl)).token;

// --- bursts and their outcomes --------------------------------------------------------------

/** `count` calls of `send(i)`, at most `concurrency` running at once (default: all at once); results in order. */
export async function burst<T>(count: number, send: (i: number) => Promise<T>, concurrency = count): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await send(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/** An answer's name: the transport error, `429`, the envelope code's name in `names`, or `HTTP <status> code <code>`. */
export function outcomeName(outcome: Outcome, names: Record<number, string> = {}): string {
  if (!('status' in outcome)) return outcome.error;
  if (outcome.status === 429) return '429';
  const code = codeOf(outcome);
  return (code !== undefined && names[code]) || `HTTP ${outcome.status} code ${code ?? '-'}`;
}

/** How many items have each key: `countBy(outcomes, (o) => outcomeName(o))`. */
export function countBy<T>(items: Iterable<T>, key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const name = key(item);
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

/** A read of the sandbox's SQLite file, opened read-only for this read alone; undefined when it cannot be read. */
export function readDb<T>(dbPath: string, read: (db: InstanceType<typeof DatabaseSync>) => T): T | undefined {
  try {
    if (!existsSync(dbPath)) return undefined;
    const db = new DatabaseSync(dbPath, { readOnly: true });
    try {
      return read(db);
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}

/** The median of `values` (NaN when empty). */
export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Runs autocannon (in this process, apart from the servers), bounded by its duration plus `graceMs`. */
export function load(options: LoadOptions, graceMs = 30_000): Promise<LoadResult> {
  let instance: { stop(): void } | undefined;
  const run = new Promise<LoadResult>((resolve, reject) => {
    instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
  return within((options.duration ?? 10) * 1000 + graceMs, 'autocannon', run).catch((error: unknown) => {
    instance?.stop();
    throw error;
  });
}

/** Status counts of an autocannon result, e.g. { "200": 9000, "429": 120 } (timeouts are counted apart). */
export const statusCounts = (result: LoadResult): Record<string, number> =>
  Object.fromEntries(Object.entries(result.statusCodeStats).flatMap(([status, { count }]) => (/^\d{3}$/.test(status) ? [[status, count]] : [])));

/** "200: 9,000, 429: 120". */
export const formatCounts = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `${key}: ${n.toLocaleString('en-US')}`)
    .join(', ') || 'none';

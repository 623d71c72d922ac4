// `npm run trace`: where the main thread's time goes when a phone opens `/`, without DevTools. It
// builds the app with hidden source maps (BUILD_SOURCEMAP=hidden; TRACE_NO_BUILD=1 uses dist/ as
// it is), starts the built edge on a fresh database (scripts/run/launch-edge.ts), opens `/` on a
// fresh profile in Debian's Chromium at 4x CPU throttling (the network unthrottled: Lighthouse
// simulates that part) with Lighthouse's mobile screen, traces the load until the page has been
// quiet for 2 s, and prints the ten longest main-thread tasks with what ran in them (style, layout,
// script, ...) and their top functions by self time, mapped back to the sources, then the whole
// load's style and layout share (TRACE_COUNT=N: the N longest, in time order; TRACE_FUNCTIONS=N top
// functions each). TRACE_PATH=/game/search traces another page; TRACE_LOGGED_IN=1 opens it as a
// returning player (returning-player.mjs, as `npm run lighthouse` does); TRACE_KEEP=1 keeps the
// trace in .data/trace/ (open it in the Performance panel). After the tasks it prints the main
// thread's work after the first paint from each task's CPU time (a loaded machine inflates CPU
// less than wall time): the trace's own total blocking time. TRACE_BASE=<git ref> traces that
// commit's build too, interleaved with this one's (TRACE_RUNS=n pairs, default 3), and prints both
// builds' figures run by run and their medians (scripts/measure/base-build.mjs): a start-up change
// is read beside the build before it, on the same noisy machine. Printed, never a timed test.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { killEdges, launchEdge } from '../run/launch-edge.ts';
import { returningPlayerStorage } from './returning-player.mjs';
import { installTools } from './install-tools.mjs';
import { blockingAfterFirstPaint, frameLabel, longestTasks } from './trace-tasks.mjs';
import { prepareBuilds } from './base-build.mjs';
import { median } from './lighthouse-targets.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const THROTTLE = 4;
const PATH = process.env.TRACE_PATH ?? '/';
const QUIET_MS = 2_000;
const LOGGED_IN = process.env.TRACE_LOGGED_IN === '1';

const toolsDir = installTools();
const { TraceMap, originalPositionFor } = await import(pathToFileURL(join(toolsDir, 'node_modules/@jridgewell/trace-mapping/dist/trace-mapping.mjs')).href);

const prepared = prepareBuilds(root, { base: process.env.TRACE_BASE ?? 'none', noBuild: process.env.TRACE_NO_BUILD === '1', env: { BUILD_SOURCEMAP: 'hidden' }, tempPrefix: 'trace-base-' });
process.on('SIGINT', () => {
  killEdges('SIGTERM');
  prepared.cleanUp();
  process.exit(130);
});

/** Stores what a returning player's browser holds (returning-player.mjs), from a plain file of the origin (not the app), so nothing of the app is cached or run before the trace. */
async function becomeReturningPlayer(page, origin) {
  const storage = await returningPlayerStorage(origin, 'tr');
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)), storage);
}

/** One trace of `PATH` on a fresh edge (and database) of the build in `cwd`: its events and raw JSON. */
async function traceOnce(browser, cwd) {
  const edge = await launchEdge({ args: [join(cwd, 'dist/edge/node.mjs')], cwd, tempPrefix: 'edge-trace-', echoStderr: true });
  try {
    // Lighthouse's mobile screen; no service worker, as on a first visit.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    if (LOGGED_IN) await becomeReturningPlayer(page, edge.url);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing'],
    });
    await page.goto(`${edge.url}${PATH}`, { waitUntil: 'load' });
    // Quiet: no long task and no request for QUIET_MS (the lobby, its pictures, the age notice).
    await page.evaluate(
      (quietMs) =>
        new Promise((resolve) => {
          let timer = setTimeout(resolve, quietMs);
          const again = () => {
            clearTimeout(timer);
            timer = setTimeout(resolve, quietMs);
          };
          new PerformanceObserver(again).observe({ entryTypes: ['longtask', 'resource'] });
        }),
      QUIET_MS,
    );
    const raw = await browser.stopTracing();
    const trace = JSON.parse(raw.toString('utf8'));
    await context.close();
    return { raw, events: Array.isArray(trace) ? trace : trace.traceEvents };
  } finally {
    await edge.stop();
  }
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const here = prepared.builds.at(-1);
const compared = prepared.builds.length > 1;
const runs = compared ? Math.max(1, Number(process.env.TRACE_RUNS ?? 3)) : 1;
/** Per build: the figures after the first paint, run by run. */
const figures = new Map(prepared.builds.map((one) => [one, []]));
let events;
let raw;
try {
  for (let run = 0; run < runs; run++) {
    // Alternating which build goes first.
    for (const one of run % 2 === 0 ? prepared.builds : [...prepared.builds].reverse()) {
      const traced = await traceOnce(browser, one.cwd);
      figures.get(one).push(blockingAfterFirstPaint(traced.events));
      if (one === here) ({ raw, events } = traced);
    }
  }
} finally {
  await browser.close();
  prepared.cleanUp();
}

if (process.env.TRACE_KEEP === '1') {
  const dir = join(root, '.data/trace');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'trace.json'), raw);
  console.log(`trace kept in ${join(dir, 'trace.json')}`);
}

// Source maps of the built chunks (dist/client/assets/*.js.map), read once each.
const maps = new Map();
const mapOf = (path) => {
  if (!maps.has(path)) {
    const file = join(root, 'dist/client', `${path}.map`);
    maps.set(path, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(path);
};
/** A sampled frame as `name (source:line)` from its chunk's source map, else as sampled. */
const named = (frame) => {
  if (!frame?.url) return frame?.functionName || '(native)';
  const path = new URL(frame.url).pathname;
  const map = mapOf(path);
  if (!map) return frameLabel(frame);
  const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!at.source) return frameLabel(frame);
  const source = at.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
  return `${at.name ?? frame.functionName ?? '(anonymous)'} (${source}:${at.line})`;
};

const count = Number(process.env.TRACE_COUNT ?? 10);
const { tasks, total } = longestTasks(events, { name: named, count, functions: Number(process.env.TRACE_FUNCTIONS ?? 3) });
// TRACE_COUNT=30 lists more of them, in the order they ran.
if (count !== 10) tasks.sort((a, b) => a.start - b.start);
const kinds = (k) => ['script', 'style', 'layout', 'paint', 'parse', 'gc'].filter((kind) => k[kind] >= 0.5).map((kind) => `${kind} ${Math.round(k[kind])}`).join(', ');
console.log(`\n${PATH}${LOGGED_IN ? ' (logged in)' : ''} at ${THROTTLE}x CPU (Chromium trace, network unthrottled): the ${count} longest main-thread tasks; ms from the first task; kinds in ms (script includes any style or layout it forced); top functions by self time.`);
tasks.forEach((task, i) => {
  console.log(`${String(i + 1).padStart(2)}. ${task.ms.toFixed(0).padStart(5)} ms at ${task.start.toFixed(0).padStart(5)} ms  ${kinds(task.kinds)}`);
  for (const fn of task.functions) console.log(`        ${fn.ms.toFixed(1).padStart(6)} ms  ${fn.frame}`);
});
const share = (kind) => `${Math.round(total.kinds[kind] ?? 0)} ms (${(((total.kinds[kind] ?? 0) / Math.max(1, total.ms)) * 100).toFixed(0)}%)`;
const long = tasks.filter((task) => task.ms > 50).length;
console.log(`\nAll main-thread tasks: ${Math.round(total.ms)} ms; style ${share('style')}, layout ${share('layout')}, script ${share('script')}, paint ${share('paint')}, parse ${share('parse')}, gc ${share('gc')}. Tasks over 50 ms among the ten: ${long}.`);

const shown = (value) => (value === undefined ? '-' : Math.round(value));
console.log(`\nAfter the first paint, from each task's CPU time at ${THROTTLE}x: blocking = each task's CPU over 50 ms, summed (the trace's own total blocking time).`);
console.table(
  prepared.builds.flatMap((one) => {
    const all = figures.get(one).filter(Boolean);
    const rows = all.map((f, i) => ({ build: one.label, run: i + 1, 'blocking ms': shown(f.blockingMs), 'tasks over 50 ms': f.longTasks, 'CPU ms': shown(f.cpuMs) }));
    if (all.length > 1) rows.push({ build: one.label, run: 'median', 'blocking ms': shown(median(all.map((f) => f.blockingMs))), 'tasks over 50 ms': median(all.map((f) => f.longTasks)), 'CPU ms': shown(median(all.map((f) => f.cpuMs))) });
    return rows;
  }),
);

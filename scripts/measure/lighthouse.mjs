// `npm run lighthouse`: first-load figures of the built app beside its floors measured in the same
// run, on Debian's Chromium, printed (never a timed test). It builds the app, starts the BUILT edge
// as `npm start` does (sandbox in the same process, fresh temporary database, free loopback ports:
// scripts/run/launch-edge.ts), and runs Lighthouse's mobile defaults (simulated 150 ms RTT,
// 1.6 Mbps, 4x CPU) on: `/` and `/game/search` on a fresh profile, `/` for a logged-in returning
// player (token stored, age notice accepted, home guide seen, empty HTTP cache); the screen floor
// of each (the same screen as the app renders it, with every script removed) and the machine floor (a hello page),
// both from scripts/measure/lighthouse-floor.mjs. Runs interleave all pages, so a busy stretch of
// the machine falls on the app and its floors alike: on this shared machine a figure means
// something only beside its floors. It prints each page's median and worst, each app page against
// its floors, and issue 25's targets as met or NOT MET (scripts/measure/lighthouse-targets.mjs).
//
// Lighthouse is not a dev dependency (about 200 packages `npm ci` would install on every CI run):
// it is installed into .data/tools/ on first use, pinned. Options: `--runs N` or LH_RUNS (1-9,
// default 5), LH_NO_BUILD=1 (use dist/ as it is), LH_KEEP=1 (keep the JSON reports and traces in
// .data/lighthouse/; LH_PROFILE=1 adds V8's samples to them), LH_ONLY=<text> (only the pages whose label contains it, e.g. `logged in`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { killEdges, launchEdge } from '../run/launch-edge.ts';
import { returningPlayerStorage } from './returning-player.mjs';
import { installTools } from './install-tools.mjs';
import { MACHINE_FLOOR_PATH, startFloors } from './lighthouse-floor.mjs';
import { blockingAfterFirstPaint } from './trace-tasks.mjs';
import { TARGETS, floorRows, summarise, targetVerdicts } from './lighthouse-targets.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const runsArg = process.argv.indexOf('--runs');
const runs = Number(runsArg > 0 ? process.argv[runsArg + 1] : (process.env.LH_RUNS ?? 5));
if (!(Number.isInteger(runs) && runs >= 1 && runs <= 9)) {
  console.error('--runs (or LH_RUNS) must be 1-9');
  process.exit(1);
}
const CHROME = '/usr/bin/chromium';
/** Lighthouse's mobile CPU slowdown, which its simulation applies to the unthrottled trace. */
const CPU_SLOWDOWN = 4;
// The omnibox popups: headless Chromium otherwise loads its desktop address bar's web UI in a
// renderer of its own during the page load (about 1.3 s of CPU per run, measured in the traces),
// which competes with the page on a small machine. A phone's browser has no such thing.
const NO_DESKTOP_UI = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', NO_DESKTOP_UI];

const toolsDir = installTools();
const load = (path) => import(pathToFileURL(join(toolsDir, 'node_modules', path)).href);
const { default: lighthouse } = await load('lighthouse/core/index.js');
const chromeLauncher = await load('chrome-launcher/dist/index.js');
const { default: puppeteer } = await load('puppeteer-core/lib/esm/puppeteer/puppeteer-core.js');
const lighthouseVersion = JSON.parse(readFileSync(join(toolsDir, 'node_modules/lighthouse/package.json'), 'utf8')).version;

if (process.env.LH_NO_BUILD !== '1') {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

process.on('SIGINT', () => {
  killEdges('SIGTERM');
  process.exit(130);
});
const edge = await launchEdge({ tempPrefix: 'edge-lighthouse-', echoStderr: true }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
const origin = edge.url;

// A returning player (scripts/measure/returning-player.mjs: token, age notice and home guide seen).
const returningStorage = await returningPlayerStorage(origin).catch(async (error) => {
  console.error(error.message);
  await edge.stop();
  process.exit(1);
});

// `floor`: the id of the page's screen floor; `at`: where the floor's server serves a screen.
const pages = [
  { id: 'home', label: '/ (first visit)', path: '/', floor: 'home-floor' },
  { id: 'search', label: '/game/search (first visit)', path: '/game/search', floor: 'search-floor' },
  { id: 'member', label: '/ (logged in)', path: '/', storage: returningStorage, floor: 'member-floor' },
  { id: 'home-floor', label: '/ (first visit): screen floor', at: '/', screen: { path: '/' } },
  { id: 'search-floor', label: '/game/search (first visit): screen floor', at: '/game/search', screen: { path: '/game/search' } },
  { id: 'member-floor', label: '/ (logged in): screen floor', at: '/?floor=logged-in', screen: { path: '/', storage: returningStorage } },
  { id: 'machine', label: 'machine floor (a hello page)', at: MACHINE_FLOOR_PATH },
];
const MACHINE = 'machine';

/** One Lighthouse run on a fresh Chromium profile; the report's figures. */
async function measure(page) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    if (page.storage) {
      // Storage is written on a page of the origin that runs no app code, and Lighthouse is told
      // not to reset it (the HTTP cache stays as empty as a fresh profile's).
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const tab = await browser.newPage();
      await tab.goto(`${origin}/manifest.webmanifest`);
      await tab.evaluate((entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)), page.storage);
      await tab.close();
      await browser.disconnect();
    }
    const result = await lighthouse(page.at ? `${floors.origin}${page.at}` : `${origin}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(page.storage),
      // LH_PROFILE=1: the trace keeps V8's samples, so a kept trace shows which functions ran in each task.
      ...(process.env.LH_PROFILE === '1' ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    });
    const { lhr } = result;
    // Lighthouse's own failure (NO_NAVSTART: its trace lost the navigation) is not a figure.
    if (lhr.runtimeError) return { failed: `${lhr.runtimeError.code}` };
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    return {
      report: result.report,
      trace: result.artifacts?.Trace,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      // Lighthouse's TBT multiplies each task's wall time by 4: on this 2-core machine a task is
      // often waiting for a core for most of it (the compositor, the browser's screenshots, the
      // edge). The same sum from the tasks' CPU time is printed beside it.
      cpuTbt: blockingAfterFirstPaint(result.artifacts?.Trace?.traceEvents ?? [], { slowdown: CPU_SLOWDOWN })?.blockingMs ?? NaN,
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      bytes: audit('total-byte-weight'),
      requests: requests.length,
      lcpElement: lcpNode?.snippet ?? lcpNode?.selector ?? '',
      chromium: lhr.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? '',
      // Lighthouse's measure of this machine's speed at the time of the run (TBT moves with it).
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
    };
  } finally {
    await chrome.kill();
  }
}

const keepDir = join(root, '.data', 'lighthouse');
if (process.env.LH_KEEP === '1') mkdirSync(keepDir, { recursive: true });

const chosen = pages.filter((p) => p.label.includes(process.env.LH_ONLY ?? ''));
const summaries = {};
const lcpElements = [];
const benchmarks = [];
let chromium = '';
let floors;
try {
  // Started inside the try: if it fails, the edge is still stopped.
  const screens = chosen.filter((p) => p.screen).map((p) => ({ at: p.at, ...p.screen }));
  if (chosen.some((p) => p.at)) floors = await startFloors({ puppeteer, chromePath: CHROME, origin, screens });
  // Run by run, every page in turn: a slow stretch of the machine then falls on all of them alike.
  const results = new Map(chosen.map((page) => [page, []]));
  for (let run = 1; run <= runs; run++) {
    for (const page of chosen) {
      process.stderr.write(`${page.label}: run ${run} of ${runs}...\n`);
      let result = await measure(page);
      // A run Lighthouse itself failed is run again (twice at most), never counted as a score of 0.
      for (let again = 1; result.failed && again <= 2; again++) {
        process.stderr.write(`  Lighthouse failed (${result.failed}); running it again\n`);
        result = await measure(page);
      }
      if (result.failed) throw new Error(`${page.label}: Lighthouse failed three times (${result.failed})`);
      chromium ||= result.chromium;
      results.get(page).push(result);
      if (process.env.LH_KEEP === '1') {
        const name = `${page.label.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${run}`;
        writeFileSync(join(keepDir, `${name}.json`), result.report);
        // The trace Lighthouse simulated from: open it in the browser's Performance panel.
        if (result.trace) writeFileSync(join(keepDir, `${name}.trace.json`), JSON.stringify(result.trace));
      }
    }
  }
  for (const [page, pageResults] of results) {
    summaries[page.id] = summarise(pageResults);
    benchmarks.push(...pageResults.map((r) => r.benchmarkIndex));
    lcpElements.push(`${page.label}: ${pageResults[0].lcpElement.slice(0, 160)}`);
  }
} finally {
  await floors?.close();
  await edge.stop();
}

const both = (figure, digits, scale = 1) => `${(figure.median / scale).toFixed(digits)} / ${(figure.worst / scale).toFixed(digits)}`;
console.log(`\nLighthouse ${lighthouseVersion} mobile (simulated 150 ms RTT, 1.6 Mbps, 4x CPU), ${runs} interleaved runs per page; each cell is median / worst.`);
console.log(`${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${chromium}, ${cpus()[0]?.model ?? 'unknown CPU'} x${cpus().length}, load ${loadavg()[0].toFixed(1)} at the end, benchmarkIndex ${Math.round(Math.min(...benchmarks))}-${Math.round(Math.max(...benchmarks))}`);
console.table(
  chosen.map((page) => {
    const s = summaries[page.id];
    return { page: page.label, score: both(s.score, 0), 'LCP ms': both(s.lcp, 0), 'TBT ms': both(s.tbt, 0), 'TBT from CPU ms': both(s.cpuTbt, 0), CLS: both(s.cls, 4), 'FCP ms': both(s.fcp, 0), kB: both(s.bytes, 1, 1024), requests: both(s.requests, 0) };
  }),
);
const against = floorRows(chosen, summaries, MACHINE);
if (against.length) {
  console.log('Against the floors (medians): the screen floor is the same screen with no script, the machine floor a hello page.');
  console.table(against);
}
console.log('LCP element (first run):');
for (const line of lcpElements) console.log(`  ${line}`);
console.log('kB: bytes on the wire for the load, headers included (kB of 1,024 bytes).');
console.log(`TBT from CPU: Lighthouse's sum, each task over 50 ms after the first paint, from the tasks' CPU (thread) time x${CPU_SLOWDOWN} instead of their wall time x${CPU_SLOWDOWN} (to the end of the trace): the app's own work, without the time it waited for a core.`);
console.log('Targets (issue 25), on the medians:');
for (const { target, figure, met } of targetVerdicts(chosen, summaries, { machine: MACHINE, home: 'home' })) {
  console.log(`  ${met ? 'met    ' : 'NOT MET'}  ${target}: ${figure}`);
}
console.log(`  (interaction latency <= 100 ms at 4x CPU: npm run interactions; first paint JS <= 25 kB brotli: npm run size; CLS target ${TARGETS.cls})`);

// `npm run lighthouse`: first-load figures of the built app, on Debian's Chromium, printed (never a
// timed test). It builds the app, starts the BUILT edge as `npm start` does (sandbox in the same
// process, fresh temporary database, free loopback ports: scripts/run/launch-edge.ts), and runs Lighthouse's mobile defaults
// (simulated 150 ms RTT, 1.6 Mbps, 4x CPU) LH_RUNS times (default 3) on each of: `/` and
// `/game/search` on a fresh profile, `/` for a logged-in returning player (token stored, age
// notice accepted, empty HTTP cache), and the floor: `/` as the app renders it with no script
// (scripts/measure/lighthouse-floor.mjs). Runs take the pages in turn. It prints the median and the worst
// of each figure.
//
// Lighthouse is not a dev dependency (about 200 packages `npm ci` would install on every CI run):
// it is installed into .data/tools/ on first use, pinned. Measure on a quiet machine: other work
// on the CPUs inflates TBT. Env: LH_RUNS (1-9), LH_NO_BUILD=1 (use dist/ as it is), LH_KEEP=1
// (keep the JSON reports and traces in .data/lighthouse/), LH_ONLY=<text> (only the pages whose
// label contains it, e.g. `first visit`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { killEdges, launchEdge } from '../run/launch-edge.ts';
import { installTools } from './install-tools.mjs';
import { startFloor } from './lighthouse-floor.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const runs = Number(process.env.LH_RUNS ?? 3);
if (!(Number.isInteger(runs) && runs >= 1 && runs <= 9)) {
  console.error('LH_RUNS must be 1-9');
  process.exit(1);
}
const CHROME = '/usr/bin/chromium';
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

// A returning player: registered through the edge like the app does, then the same storage keys the
// app writes (contract/call-row.ts TOKEN_KEY, the age notice's key).
const registered = await fetch(`${origin}/app/v1/accountRegist`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ account: `lh${Math.floor(Math.random() * 1e8)}`, password: 'lighthouse-1', eligibilityDeclared: 1 }),
}).then((res) => res.json());
if (!registered.token) {
  console.error('could not register a player:', registered);
  await edge.stop();
  process.exit(1);
}
const returningStorage = { access_token: registered.token, age_notice_accepted: '1' };

const pages = [
  { label: '/ (first visit)', path: '/' },
  // The same page as it would be with no script at all (scripts/measure/lighthouse-floor.mjs).
  { label: '/ (first visit, no script: floor)', path: '/', floor: true },
  { label: '/game/search (first visit)', path: '/game/search' },
  { label: '/ (logged in)', path: '/', storage: returningStorage },
];

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
    const result = await lighthouse(`${page.floor ? floor.origin : origin}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(page.storage),
    });
    const { lhr } = result;
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    return {
      report: result.report,
      trace: result.artifacts?.Trace,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
// "Worst" is the lowest score and the highest of every cost.
const worst = (values, lowIsBad) => (lowIsBad ? Math.min(...values) : Math.max(...values));
const keepDir = join(root, '.data', 'lighthouse');
if (process.env.LH_KEEP === '1') mkdirSync(keepDir, { recursive: true });

const rows = [];
const lcpElements = [];
const benchmarks = [];
let chromium = '';
const chosen = pages.filter((p) => p.label.includes(process.env.LH_ONLY ?? ''));
let floor;
try {
  // Started inside the try: if it fails, the edge is still stopped.
  if (chosen.some((p) => p.floor)) floor = await startFloor({ puppeteer, chromePath: CHROME, origin });
  // Run by run, every page in turn: a slow stretch of the machine then falls on all of them alike.
  const results = new Map(chosen.map((page) => [page, []]));
  for (let run = 1; run <= runs; run++) {
    for (const page of chosen) {
      process.stderr.write(`${page.label}: run ${run} of ${runs}...\n`);
      const result = await measure(page);
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
    const pick = (key) => pageResults.map((r) => r[key]);
    const both = (key, digits, lowIsBad = false) => `${median(pick(key)).toFixed(digits)} / ${worst(pick(key), lowIsBad).toFixed(digits)}`;
    rows.push({
      page: page.label,
      score: both('score', 0, true),
      'LCP ms': both('lcp', 0),
      'TBT ms': both('tbt', 0),
      CLS: both('cls', 3),
      'FCP ms': both('fcp', 0),
      'kB': `${(median(pick('bytes')) / 1024).toFixed(1)} / ${(worst(pick('bytes')) / 1024).toFixed(1)}`,
      requests: both('requests', 0),
    });
    benchmarks.push(...pick('benchmarkIndex'));
    lcpElements.push(`${page.label}: ${pageResults[0].lcpElement.slice(0, 160)}`);
  }
} finally {
  await floor?.close();
  await edge.stop();
}

console.log(`\nLighthouse ${lighthouseVersion} mobile (simulated 150 ms RTT, 1.6 Mbps, 4x CPU), ${runs} runs per page; each cell is median / worst.`);
console.log(`${new Date().toISOString().slice(0, 10)}, ${chromium}, ${cpus()[0]?.model ?? 'unknown CPU'} x${cpus().length}, load ${loadavg()[0].toFixed(1)} at the end, benchmarkIndex ${Math.round(Math.min(...benchmarks))}-${Math.round(Math.max(...benchmarks))}`);
console.table(rows);
console.log('LCP element (first run):');
for (const line of lcpElements) console.log(`  ${line}`);
console.log('kB: bytes on the wire for the load, headers included. Targets (issue 10): score >= 98, LCP <= 1500 ms, TBT <= 50 ms, CLS 0.');
console.log('floor: the app\'s own rendering of / with every script taken out; no build that shows this screen blocks less on this machine.');

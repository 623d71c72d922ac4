// `npm run bench:jackpot`: frame times and main-thread work of the Lucky Jackpot's draw (the grid's
// highlight), its wheel and the award counting up, at 4x CPU throttling, from a Chromium trace
// (Debian's Chromium through playwright-core), for this checkout and for a previous build side by
// side in the same run, beside a reference taken the same way: the same page with one element moved
// by transform in animation frames (what the machine gives a trivial animation). Never a timed test:
// the numbers depend on the machine.
//
// It builds the app (JF_NO_BUILD=1: use dist/ as it is) and the previous build: JF_BASE, a git ref
// (default: where this branch left main, `git merge-base HEAD main`; `none` skips it), exported with
// `git archive` into a temporary folder that borrows this checkout's node_modules. For each build it
// starts the built edge with its sandbox on a fresh database (scripts/run/launch-edge.ts), gives a
// new player today's chance (a paid deposit and real-money spins) with only the Mini jackpot cell
// drawable, so one draw runs the highlight and then the wheel, and traces it. JF_RUNS=n (default 1)
// repeats the pair, alternating which build goes first.
//
// The SPIN tap is found by the click's dispatch in the trace (a listener of the bench's own, as
// before, ran in the tap's task and added its cost to it).
// Per phase: main-thread tasks (each counted once: a task nested in another is part of it) over a
// frame (16.7 ms), the longest, and the main thread's CPU time (the tasks' thread time, which a
// loaded machine inflates less than wall time); the SPIN tap and the wheel opening are the tasks
// that handle the tap and insert the wheel. Frame gaps count where something moves every frame
// (the wheel turning, the amount counting up); the highlight moves every 80 ms or more, and the 2 s
// the wheel rests before the prize move nothing, so gaps there are idle time, not dropped frames
// (the rest has its own row: the won box's count is built there, and a tap would wait on its tasks).
// JF_KEEP=1 keeps the traces in .data/jackpot-frames/ (with when the wheel and the prize showed,
// ms after each trace's jf-origin mark). JF_EDGE_PORT and JF_SANDBOX_PORT fix the
// edge's and its sandbox's ports (default: free ones), for a machine where others hold ports.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { killEdges, launchEdge } from '../run/launch-edge.ts';
import { prepareBuilds } from './base-build.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const THROTTLE = 4;
const FRAME_BUDGET_MS = 16.7;
const REFERENCE_MS = 8_000;
const RUNS = Math.max(1, Number(process.env.JF_RUNS ?? 1));
// The phases' bounds, as User Timing marks in the trace: the SPIN tap, the wheel shows, the prize
// shows (the wheel stopped WHEEL_CLOSE_MS before), the count-up ends COUNT_UP_MS after.
const WHEEL_CLOSE_MS = 2_000;
const COUNT_UP_MS = 2_000;

const prepared = prepareBuilds(root, { base: process.env.JF_BASE ?? '', noBuild: process.env.JF_NO_BUILD === '1', tempPrefix: 'jackpot-frames-base-' });
const cleanUp = () => {
  killEdges('SIGTERM');
  prepared.cleanUp();
};
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

const post = async (url, body, token) => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
};

/** A fresh player on `origin` with today's chance, and only the Mini cell drawable: the highlight, then the wheel. */
async function playerWithChance(origin, sandbox) {
  const call = (name, body, token) => post(`${origin}/app/v1/${name}`, { ...body, platform: 0, clientReferrer: '' }, token);
  await post(`${sandbox}/sandbox/dev/config`, {
    jackpotConfig: {
      status: 1,
      minDeposit: 10_000,
      minBet: 20_000,
      weights: { 4: 1 },
      pools: [
        { propId: 50001, seed: 10_000_000, shareBp: 40, payoutPercent: 100 },
        { propId: 50002, seed: 2_000_000, shareBp: 30, payoutPercent: 100 },
        { propId: 50003, seed: 200_000, shareBp: 20, payoutPercent: 100 },
        { propId: 50004, seed: 50_000, shareBp: 10, payoutPercent: 100 },
      ],
      spreadBp: 50,
    },
  });
  const { token } = await call('accountRegist', { eligibilityDeclared: 1, account: `jf${Math.floor(Math.random() * 1e8)}`, password: 'frames-123' });
  const placed = await call('recharge', { typeId: 1, amount: 20_000, requestId: `jf-${Date.now().toString(36)}-deposit` }, token);
  await post(`${sandbox}/sandbox/dev/deposits/${placed.order.orderNo}/pay`, {});
  const started = await call('startGame', { gameId: 1001, tryIt: 0 }, token);
  const session = new URL(started.url, 'http://x').searchParams.get('session');
  for (let i = 0; i < 4; i++) await post(`${sandbox}/sandbox/games/api/spin`, { session, bet: 5000 });
  return token;
}

const CATEGORIES = ['blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'toplevel', 'cc', 'gpu', 'viz'];
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);

/** Traces `run` in `page` and returns the trace's events. */
async function traced(browser, page, run) {
  await browser.startTracing(page, { categories: CATEGORIES });
  await run();
  const buffer = await browser.stopTracing();
  const trace = JSON.parse(buffer.toString('utf8'));
  return { raw: buffer, events: Array.isArray(trace) ? trace : trace.traceEvents };
}

/**
 * The renderer's presented frames (ms), its main-thread tasks ({ start, end, ms, cpu }) and the
 * jf- marks, from a trace. A task's events nest (RunTask inside ThreadControllerImpl::RunTask, a
 * task run inside another's nested loop): only the outermost counts, so each task counts once.
 */
function timeline(events) {
  const renderer = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.processId
    ?? events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.pid;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === renderer)?.tid;
  const draws = events.filter((e) => e.pid === renderer && (e.name === 'DrawFrame' || e.name === 'Graphics.Pipeline.DrawAndSwap') && e.ph !== 'E').map((e) => e.ts / 1000).sort((a, b) => a - b);
  const nested = events
    .filter((e) => e.pid === renderer && e.tid === main && e.ph === 'X' && TASK_NAMES.has(e.name))
    .map((e) => ({ start: e.ts / 1000, end: (e.ts + e.dur) / 1000, ms: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 }))
    .sort((a, b) => a.start - b.start || b.ms - a.ms);
  const tasks = [];
  for (const task of nested) if (!tasks.length || task.start >= tasks[tasks.length - 1].end) tasks.push(task);
  const marks = Object.fromEntries(events.filter((e) => e.cat?.includes('user_timing') && e.name.startsWith('jf-')).map((e) => [e.name, e.ts / 1000]));
  // The tap: the browser's dispatch of the first click (no listener of the bench's in its task).
  const click = events.find((e) => e.pid === renderer && e.tid === main && e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  if (click) marks['jf-spin'] = click.ts / 1000;
  return { draws, tasks, marks };
}

/** Frame gaps and tasks between `from` and `to` (ms on the trace's clock). */
function frames({ draws, tasks }, from = -Infinity, to = Infinity) {
  const inside = draws.filter((t) => t >= from && t <= to);
  return { gaps: inside.slice(1).map((t, i) => t - inside[i]), tasks: tasks.filter((task) => task.end > from && task.start < to) };
}

/** The task running at `at` (ms on the trace's clock), or the first after it. */
const taskAt = (tasks, at) => tasks.find((task) => task.end >= at);

const pct = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const fixed = (ms) => ms.toFixed(1);
/** One row of figures for a phase; `moving`: something moves every frame, so frame gaps count. */
const describe = (label, { gaps, tasks }, moving = true) => {
  const long = tasks.filter((task) => task.ms > FRAME_BUDGET_MS);
  return {
    phase: label,
    frames: moving ? gaps.length + (gaps.length ? 1 : 0) : '-',
    // A gap of 1.5 frames or more is a frame missed; vsync jitter makes many gaps 16.8 ms.
    'over 16.7 ms': moving ? gaps.filter((gap) => gap > FRAME_BUDGET_MS + 0.5).length : '-',
    'missed (> 25 ms)': moving ? gaps.filter((gap) => gap > 1.5 * FRAME_BUDGET_MS).length : '-',
    'p95 gap': moving ? fixed(pct(gaps, 95)) : '-',
    'tasks > 16.7 ms': long.length,
    'longest task': fixed(Math.max(0, ...tasks.map((task) => task.ms))),
    'longest task CPU': fixed(Math.max(0, ...tasks.map((task) => task.cpu))),
    'main-thread CPU': fixed(tasks.reduce((sum, task) => sum + task.cpu, 0)),
  };
};
/** One task's figures (the SPIN tap, the wheel opening). */
const single = (label, task) => ({ phase: label, 'longest task': task ? fixed(task.ms) : '?', 'longest task CPU': task ? fixed(task.cpu) : '?' });

/** Starts `build`'s edge, draws once as a new player, and returns its rows (and the reference's, when asked). */
async function measure(browser, { label, cwd }, withReference) {
  const edge = await launchEdge({
    args: [join(cwd, 'dist/edge/node.mjs')],
    cwd,
    port: Number(process.env.JF_EDGE_PORT ?? 0),
    sandboxPort: Number(process.env.JF_SANDBOX_PORT ?? 0),
    tempPrefix: 'edge-jackpot-frames-',
    echoStderr: true,
  });
  try {
    if (!edge.sandboxUrl) throw new Error('the edge did not name its sandbox');
    const token = await playerWithChance(edge.url, edge.sandboxUrl);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    await context.addInitScript((value) => {
      localStorage.setItem('access_token', value);
      localStorage.setItem('home_guide_seen', '1');
      sessionStorage.setItem('popups_shown', JSON.stringify(['activity:25', 'activity:44', 'activity:39', 'activity:20', 'activity:32']));
    }, token);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${edge.url}/activity/jackpot`);
    await page.getByTestId('jackpot-spin').and(page.locator(':enabled')).waitFor({ timeout: 30_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });

    // Reference: one element moved by transform every animation frame, on the same page.
    const reference = withReference
      ? await traced(browser, page, () =>
          page.evaluate(
            (ms) =>
              new Promise((resolve) => {
                const box = document.createElement('div');
                box.style.cssText = 'position:fixed;top:80px;left:0;width:60px;height:60px;background:#f5c542;will-change:transform;z-index:99';
                document.body.append(box);
                const start = performance.now();
                const step = (now) => {
                  box.style.transform = `translateX(${((now - start) / 10) % 280}px)`;
                  if (now - start < ms) requestAnimationFrame(step);
                  else {
                    box.remove();
                    resolve();
                  }
                };
                requestAnimationFrame(step);
              }),
            REFERENCE_MS,
          ),
        )
      : null;

    /** ms after the origin mark at which each test id appeared. */
    let shown = {};
    const draw = await traced(browser, page, async () => {
      // When the wheel and the prize show (their test ids appear), as times of the page's clock
      // (`performance.now()`), placed on the trace's clock by one mark made now, before the tap: a
      // `performance.mark` at each showing cost 2-10 ms of CPU at 4x inside the task it times. The
      // bench waits on this promise, not on Playwright's locators: a locator's wait polls the page
      // every frame (queries, box reads, garbage), which landed in the phases' tasks and made the
      // page run main frames the app did not ask for. The observer looks at the changed nodes only.
      await page.evaluate(() => {
        const ids = ['jackpot-wheel', 'jackpot-won'];
        const seen = {};
        window.__jfShown = new Promise((resolve, reject) => {
          setTimeout(() => reject(new Error(`shown: ${Object.keys(seen).join(', ') || 'nothing'} in 60 s`)), 60_000);
          const origin = performance.mark('jf-origin').startTime;
          const check = (el) => {
            const id = el.nodeType === 1 ? el.getAttribute('data-testid') : null;
            if (id && ids.includes(id) && !(id in seen)) {
              seen[id] = performance.now() - origin;
              if (Object.keys(seen).length === ids.length) resolve(seen);
            }
          };
          new MutationObserver((records) => {
            for (const record of records) {
              if (record.type === 'attributes') check(record.target);
              else for (const node of record.addedNodes) if (node.nodeType === 1) [node, ...node.querySelectorAll('[data-testid]')].forEach(check);
            }
          }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-testid'] });
        });
      });
      await page.getByTestId('jackpot-spin').tap();
      shown = await page.evaluate(() => window.__jfShown);
      await page.waitForTimeout(COUNT_UP_MS + 500);
    });
    await context.close();

    if (process.env.JF_KEEP === '1') {
      const dir = join(root, '.data/jackpot-frames');
      mkdirSync(dir, { recursive: true });
      const name = label.replace(/\W+/g, '-');
      if (reference) writeFileSync(join(dir, 'reference.json'), reference.raw);
      writeFileSync(join(dir, `draw-${name}.json`), draw.raw);
      // When the wheel and the prize showed: ms after the trace's jf-origin mark.
      writeFileSync(join(dir, `draw-${name}.shown.json`), JSON.stringify(shown));
      console.log(`traces kept in ${dir}`);
    }

    const drawn = timeline(draw.events);
    if (drawn.marks['jf-origin'] !== undefined) for (const [id, ms] of Object.entries(shown)) drawn.marks[`jf-${id}`] = drawn.marks['jf-origin'] + ms;
    const { 'jf-spin': spinAt, 'jf-jackpot-wheel': wheelAt, 'jf-jackpot-won': wonAt } = drawn.marks;
    if (spinAt === undefined || wheelAt === undefined || wonAt === undefined) throw new Error('the trace lacks the tap, wheel and prize marks');
    const tap = taskAt(drawn.tasks, spinAt);
    const opening = taskAt(drawn.tasks, wheelAt);
    const reveal = taskAt(drawn.tasks, wonAt);
    const rows = [
      single('SPIN tap (its task)', tap),
      describe('highlight (tap to wheel)', frames(drawn, tap ? tap.end : spinAt, opening ? opening.start : wheelAt), false),
      single('wheel opening (its task)', opening),
      describe('wheel turning', frames(drawn, opening ? opening.end : wheelAt, wonAt - WHEEL_CLOSE_MS)),
      // The wheel's 2 s rest: nothing moves, but the won box is built unseen there (a tap waits on its tasks).
      describe('wheel resting (won box built)', frames(drawn, wonAt - WHEEL_CLOSE_MS, reveal ? reveal.start : wonAt), false),
      describe('amount counting up', frames(drawn, wonAt, wonAt + COUNT_UP_MS)),
    ].map((row) => ({ build: label, ...row }));
    if (reference) rows.unshift({ build: 'reference', ...describe('one transform a frame', frames(timeline(reference.events))) });
    return rows;
  } finally {
    await edge.stop();
  }
}

const compared = prepared.builds;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 === 0 ? compared : [...compared].reverse();
    const rows = [];
    for (const [i, one] of order.entries()) rows.push(...(await measure(browser, one, i === 0)));
    // Grouped by phase, so each build's figure sits under the other's.
    const phases = [...new Set(rows.map((row) => row.phase))];
    console.log(`\nLucky Jackpot at ${THROTTLE}x CPU throttling, run ${run + 1} of ${RUNS} (Chromium trace; ms; tasks counted once; CPU is the main thread's thread time):`);
    console.table(phases.flatMap((phase) => rows.filter((row) => row.phase === phase)));
  }
} finally {
  await browser.close();
  cleanUp();
}

// `npm run bench:jackpot`: frame times of the Lucky Jackpot's draw (the grid's highlight) and
// wheel at 4x CPU throttling, from a Chromium trace (Debian's Chromium through playwright-core),
// printed beside a reference taken the same way in the same run: the same page with one element
// moved by transform in animation frames (what the machine gives a trivial animation). Never a
// timed test: the numbers depend on the machine. It builds the app (JF_NO_BUILD=1: use dist/ as it
// is), starts the built edge with its sandbox on a fresh database (scripts/run/launch-edge.ts),
// gives a new player today's chance (a paid deposit and real-money spins) with only the Mini
// jackpot cell drawable, so one draw runs the highlight and then the wheel, and traces both.
// Per phase: main-thread tasks over a frame (16.7 ms) in each, and the gaps between presented frames
// where something moves every frame (the wheel turning, the amount counting up); the highlight
// moves every 80 ms or more, and the 2 s the wheel rests before the prize move nothing, so gaps
// there are idle time, not dropped frames. JF_KEEP=1 keeps the traces in .data/jackpot-frames/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { killEdges, launchEdge } from '../run/launch-edge.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const THROTTLE = 4;
const FRAME_BUDGET_MS = 16.7;
const REFERENCE_MS = 8_000;

if (process.env.JF_NO_BUILD !== '1') {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
process.on('SIGINT', () => {
  killEdges('SIGTERM');
  process.exit(130);
});

const edge = await launchEdge({ tempPrefix: 'edge-jackpot-frames-', echoStderr: true });
const origin = edge.url;
const sandbox = edge.sandboxUrl;
if (!sandbox) throw new Error('the edge did not name its sandbox');

const post = async (url, body, token) => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
};
const call = (name, body, token) => post(`${origin}/app/v1/${name}`, { ...body, platform: 0, clientReferrer: '' }, token);

// Only the Mini cell: the draw's highlight, then the wheel.
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

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
await context.addInitScript((value) => {
  localStorage.setItem('access_token', value);
  localStorage.setItem('home_guide_seen', '1');
  sessionStorage.setItem('popups_shown', JSON.stringify(['activity:25', 'activity:44', 'activity:39', 'activity:20', 'activity:32']));
}, token);
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await page.goto(`${origin}/activity/jackpot`);
await page.getByTestId('jackpot-spin').and(page.locator(':enabled')).waitFor({ timeout: 30_000 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });

const CATEGORIES = ['blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'toplevel', 'cc', 'gpu', 'viz'];

/** Traces `run` and returns the trace's events. */
async function traced(run) {
  await browser.startTracing(page, { categories: CATEGORIES });
  await run();
  const buffer = await browser.stopTracing();
  const trace = JSON.parse(buffer.toString('utf8'));
  return { raw: buffer, events: Array.isArray(trace) ? trace : trace.traceEvents };
}

/** The renderer's presented frames (ms) and its main-thread tasks ({ start, ms }), from a trace. */
function timeline(events) {
  const renderer = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.processId
    ?? events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.pid;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === renderer)?.tid;
  const draws = events.filter((e) => e.pid === renderer && (e.name === 'DrawFrame' || e.name === 'Graphics.Pipeline.DrawAndSwap') && e.ph !== 'E').map((e) => e.ts / 1000).sort((a, b) => a - b);
  const tasks = events.filter((e) => e.pid === renderer && e.tid === main && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')).map((e) => ({ start: e.ts / 1000, ms: e.dur / 1000 }));
  const marks = Object.fromEntries(events.filter((e) => e.cat?.includes('user_timing') && e.name.startsWith('jf-')).map((e) => [e.name, e.ts / 1000]));
  return { draws, tasks, marks };
}

/** Frame gaps and long tasks between `from` and `to` (ms on the trace's clock). */
function frames({ draws, tasks }, from = -Infinity, to = Infinity) {
  const inside = draws.filter((t) => t >= from && t <= to);
  const gaps = inside.slice(1).map((t, i) => t - inside[i]);
  const longTasks = tasks.filter((task) => task.start >= from && task.start <= to && task.ms > FRAME_BUDGET_MS).map((task) => task.ms);
  return { gaps, longTasks };
}

const pct = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const describe = (label, { gaps, longTasks }) => ({
  label,
  frames: gaps.length + (gaps.length ? 1 : 0),
  // A gap of 1.5 frames or more is a frame missed; vsync jitter makes many gaps 16.8 ms.
  'missed (gap > 25 ms)': gaps.filter((gap) => gap > 1.5 * FRAME_BUDGET_MS).length,
  'p50 ms': pct(gaps, 50).toFixed(1),
  'p95 ms': pct(gaps, 95).toFixed(1),
  'max ms': Math.max(0, ...gaps).toFixed(1),
  'main-thread tasks over 16.7 ms': longTasks.length,
  'longest task ms': Math.max(0, ...longTasks).toFixed(1),
});

// Reference: one element moved by transform every animation frame, on the same page.
const reference = await traced(async () => {
  await page.evaluate(
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
  );
});

// The phases' bounds, as User Timing marks in the trace: the wheel shows, the prize shows (the wheel
// stopped WHEEL_CLOSE_MS before), the count-up ends COUNT_UP_MS after.
const WHEEL_CLOSE_MS = 2_000;
const COUNT_UP_MS = 2_000;
let wheelShownAt = 0;
const draw = await traced(async () => {
  await page.evaluate(() => {
    const seen = new Set();
    new MutationObserver(() => {
      for (const id of ['jackpot-wheel', 'jackpot-won']) {
        if (!seen.has(id) && document.querySelector(`[data-testid="${id}"]`)) {
          seen.add(id);
          performance.mark(`jf-${id}`);
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByTestId('jackpot-spin').click();
  await page.getByTestId('jackpot-wheel').waitFor({ timeout: 30_000 });
  wheelShownAt = Date.now();
  await page.getByTestId('jackpot-won').waitFor({ timeout: 30_000 });
  await page.waitForTimeout(COUNT_UP_MS + 500);
});
const wheelSeconds = ((Date.now() - wheelShownAt) / 1000 - (COUNT_UP_MS + 500) / 1000).toFixed(1);

if (process.env.JF_KEEP === '1') {
  const dir = join(root, '.data/jackpot-frames');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'reference.json'), reference.raw);
  writeFileSync(join(dir, 'draw.json'), draw.raw);
  console.log(`traces kept in ${dir}`);
}

const drawn = timeline(draw.events);
const wheelAt = drawn.marks['jf-jackpot-wheel'];
const wonAt = drawn.marks['jf-jackpot-won'];
if (wheelAt === undefined || wonAt === undefined) throw new Error('the trace lacks the wheel and prize marks');
const highlight = frames(drawn, -Infinity, wheelAt);
console.log(`Lucky Jackpot frames at ${THROTTLE}x CPU throttling (Chromium trace; the draw's highlight, then the wheel, ${wheelSeconds} s from the wheel to the prize):`);
console.table([
  describe('reference: one transform per frame', frames(timeline(reference.events))),
  describe('wheel turning', frames(drawn, wheelAt, wonAt - WHEEL_CLOSE_MS)),
  describe('amount counting up', frames(drawn, wonAt, wonAt + COUNT_UP_MS)),
  describe('whole draw (gaps include idle time)', frames(drawn)),
]);
console.log(`The highlight (a step every 80 ms or more, so its frame gaps are idle time): ${highlight.longTasks.length} main-thread tasks over ${FRAME_BUDGET_MS} ms, the longest ${Math.max(0, ...highlight.longTasks).toFixed(1)} ms.`);

await browser.close();
await edge.stop();

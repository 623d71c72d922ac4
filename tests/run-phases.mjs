// `npm test`'s runner: runs the named npm scripts (`node tests/run-phases.mjs build,test:e2e+lint …`)
// and prints how long each phase took at the end (after a failure or Ctrl-C too).
// - Arguments are steps, run in order; the first step that fails stops the run with its exit code.
// - `a+b` is one step of tracks run side by side; `a,b` inside a track runs a, then b. The journeys
//   leave about a core idle (they wait on the browser and the network), so the other checks run in
//   a track beside them instead of after them.
// - When a phase fails, the phases still running beside it are stopped: the run fails fast.
// - A side-by-side phase's output is held and printed whole when it ends, so the logs do not
//   interleave; a step of one phase prints as it goes.
// - A phase stopped because another failed prints nothing, and the failed phase's last lines are
//   printed again just before the table: a log read from its end shows why the run failed.
import { spawn } from 'node:child_process';

const startedAll = performance.now();
const steps = process.argv.slice(2).map((step) => step.split('+').map((track) => track.split(',')));
/** @type {{ phase: string; seconds: number | null; result: string }[]} */
const rows = steps.flat(2).map((phase) => ({ phase, seconds: null, result: 'not run' }));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** The phases running now, so a failure beside them (or Ctrl-C) can stop them. */
const running = new Set();
/** The last lines of the side-by-side phase that failed first, printed again before the table. */
let failedTail = null;
const FAILED_TAIL_LINES = 80;

/** Runs `npm run <phase>`; resolves with its exit code (128 + the signal's number if a signal ended it). */
function run(phase, alone) {
  return new Promise((resolve) => {
    // Its own process group, so stopping it stops npm's shell and whatever the script started.
    const child = spawn(npm, ['run', phase], { detached: process.platform !== 'win32', stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: alone ? process.env : { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    running.add(child);
    /** @type {Buffer[]} */
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    const done = (code) => {
      running.delete(child);
      if (!alone && !stopping) {
        const output = Buffer.concat(held);
        process.stdout.write(output);
        if (code !== 0) failedTail = { phase, lines: output.toString('utf8').trimEnd().split('\n').slice(-FAILED_TAIL_LINES) };
      } else if (!alone) console.log(`run-phases: ${phase} was stopped; its output is not shown`);
      resolve(code);
    };
    child.on('error', (error) => {
      console.error(`run-phases: could not start ${phase}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? 128 + ({ SIGINT: 2, SIGTERM: 15 }[signal] ?? 0)));
  });
}

/** Stops every running phase (its whole process group). */
function stopAll(signal) {
  for (const child of running) {
    try {
      process.kill(process.platform === 'win32' ? child.pid : -child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    stopAll(signal);
  });
}

/** Runs one track's phases in order; resolves with the first failing exit code, or 0. */
async function runTrack(track, alone) {
  for (const phase of track) {
    if (stopping) return 0;
    const row = rows.find((candidate) => candidate.phase === phase && candidate.seconds === null && candidate.result === 'not run');
    const started = performance.now();
    row.result = 'running';
    const code = await run(phase, alone);
    row.seconds = (performance.now() - started) / 1000;
    row.result = code === 0 ? 'ok' : stopping ? 'stopped' : `failed (exit ${code})`;
    if (code !== 0) {
      if (!stopping) {
        stopping = true;
        stopAll('SIGTERM');
        return code;
      }
      return 0;
    }
  }
  return 0;
}

let exitCode = 0;
for (const step of steps) {
  const alone = step.length === 1 && step[0].length === 1;
  const codes = await Promise.all(step.map((track) => runTrack(track, alone)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    exitCode = failed;
    break;
  }
  if (stopping) {
    exitCode = 130;
    break;
  }
}
for (const row of rows) if (row.result === 'running') row.result = 'stopped';

if (failedTail) console.log(`\n── the last ${failedTail.lines.length} lines of ${failedTail.phase}, which failed ──\n${failedTail.lines.join('\n')}`);
const width = Math.max(5, ...rows.map((row) => row.phase.length));
const line = (phase, seconds, result) => `${phase.padEnd(width)}  ${seconds.padStart(8)}  ${result}`.trimEnd();
console.log(`\n${line('phase', 'seconds', 'result')}`);
for (const row of rows) console.log(line(row.phase, row.seconds === null ? '-' : row.seconds.toFixed(1), row.result));
const wall = (performance.now() - startedAll) / 1000;
console.log(line('total', wall.toFixed(1), exitCode === 0 ? 'ok' : 'failed'));
process.exit(exitCode);

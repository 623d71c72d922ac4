// `npm test`'s runner: runs the named npm scripts in order (`node tests/run-phases.mjs typecheck
// build …`), stops at the first step that fails, with its exit code, and prints how long each phase
// took at the end (after a failure or Ctrl-C too). `a+b` is one step whose phases run side by side:
// for single-threaded checks that would leave the second core idle. A side-by-side phase's output
// is held and printed whole when it ends, so the logs do not interleave.
import { spawn } from 'node:child_process';

const startedAll = performance.now();
const steps = process.argv.slice(2).map((step) => step.split('+'));
/** @type {{ phase: string; seconds: number | null; result: string }[]} */
const rows = steps.flat().map((phase) => ({ phase, seconds: null, result: 'not run' }));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <phase>`; resolves with its exit code (128 + the signal's number if a signal ended it). */
function run(phase, alone) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', phase], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: alone ? process.env : { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    /** @type {Buffer[]} */
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    const done = (code) => {
      if (!alone) process.stdout.write(Buffer.concat(held));
      resolve(code);
    };
    child.on('error', (error) => {
      console.error(`run-phases: could not start ${phase}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? 128 + ({ SIGINT: 2, SIGTERM: 15 }[signal] ?? 0)));
  });
}

// Ctrl-C reaches the running phases as well (same process group): they end, and the table is printed.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => undefined);

let exitCode = 0;
for (const step of steps) {
  const codes = await Promise.all(
    step.map(async (phase) => {
      const row = rows.find((candidate) => candidate.phase === phase && candidate.seconds === null);
      const started = performance.now();
      const code = await run(phase, step.length === 1);
      row.seconds = (performance.now() - started) / 1000;
      row.result = code === 0 ? 'ok' : `failed (exit ${code})`;
      return code;
    }),
  );
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    exitCode = failed;
    break;
  }
}

const width = Math.max(5, ...rows.map((row) => row.phase.length));
const line = (phase, seconds, result) => `${phase.padEnd(width)}  ${seconds.padStart(8)}  ${result}`.trimEnd();
console.log(`\n${line('phase', 'seconds', 'result')}`);
for (const row of rows) console.log(line(row.phase, row.seconds === null ? '-' : row.seconds.toFixed(1), row.result));
const wall = (performance.now() - startedAll) / 1000;
console.log(line('total', wall.toFixed(1), exitCode === 0 ? 'ok' : 'failed'));
process.exit(exitCode);

// `npm test`'s runner: runs the named npm scripts in order (`node tests/run-phases.mjs typecheck
// build …`), stops at the first that fails, with its exit code, and prints how long each phase
// took at the end (after a failure or Ctrl-C too).
import { spawn } from 'node:child_process';

const phases = process.argv.slice(2);
/** @type {{ phase: string; seconds: number | null; result: string }[]} */
const rows = phases.map((phase) => ({ phase, seconds: null, result: 'not run' }));

/** Runs `npm run <phase>`; resolves with its exit code (128 + the signal's number if a signal ended it). */
function run(phase) {
  return new Promise((resolve) => {
    const child = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', phase], { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`run-phases: could not start ${phase}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? 128 + ({ SIGINT: 2, SIGTERM: 15 }[signal] ?? 0)));
  });
}

// Ctrl-C reaches the running phase as well (same process group): it ends, and the table is printed.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => undefined);

let exitCode = 0;
for (const row of rows) {
  const started = performance.now();
  const code = await run(row.phase);
  row.seconds = (performance.now() - started) / 1000;
  row.result = code === 0 ? 'ok' : `failed (exit ${code})`;
  if (code !== 0) {
    exitCode = code;
    break;
  }
}

const width = Math.max(5, ...phases.map((phase) => phase.length));
const line = (phase, seconds, result) => `${phase.padEnd(width)}  ${seconds.padStart(8)}  ${result}`.trimEnd();
const total = rows.reduce((sum, row) => sum + (row.seconds ?? 0), 0);
console.log(`\n${line('phase', 'seconds', 'result')}`);
for (const row of rows) console.log(line(row.phase, row.seconds === null ? '-' : row.seconds.toFixed(1), row.result));
console.log(line('total', total.toFixed(1), exitCode === 0 ? 'ok' : 'failed'));
process.exit(exitCode);

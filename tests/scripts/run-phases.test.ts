// `npm test`'s runner (tests/run-phases.mjs): steps in order, `a+b` side by side with their output
// held whole, `a,b` in order inside a track, the first failure stops the run (and the phases beside
// it, whose output is dropped) with its exit code, its last lines again, and the table of phases.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const RUNNER = join(import.meta.dirname, '../run-phases.mjs');
const dir = mkdtempSync(join(tmpdir(), 'run-phases-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const script = (code: string) => `node -e "${code}"`;
writeFileSync(
  join(dir, 'package.json'),
  JSON.stringify({
    name: 'run-phases-fixture',
    private: true,
    scripts: {
      // Slow ends only after fast has (fast leaves a marker file), however busy the machine is. The
      // lines are built, not literal: npm echoes each script, and the test looks for the lines.
      slow: script("const fs=require('fs'),say=(n)=>console.log('slow '+n);say(1);const t=setInterval(()=>{if(!fs.existsSync('marker'))return;clearInterval(t);setTimeout(()=>{say(2);say(3)},200)},50)"),
      fast: script("console.log('fast 1');console.log('fast 2');require('fs').writeFileSync('marker','')"),
      fails: script("console.log('fails '+'because');process.exit(3)"),
      never: script("console.log('never ran')"),
      after: script("console.log('after ran')"),
      // Runs until it is stopped (a minute at most, so a broken runner cannot hang the test run).
      hangs: script("console.log('hangs 1');setTimeout(()=>{},60000)"),
    },
  }),
);

function runner(...steps: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [RUNNER, ...steps], { cwd: dir, env: { ...process.env, FORCE_COLOR: '0' } }, (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, out: stdout + stderr }));
  });
}

describe('run-phases', () => {
  it('runs a+b side by side, each output whole, then the next step, and prints the table', async () => {
    const { code, out } = await runner('slow+fast', 'fast');
    expect(code).toBe(0);
    // The fast phase ends first and its lines come together, not between the slow one's.
    expect(out.indexOf('fast 2')).toBeLessThan(out.indexOf('slow 1'));
    expect(out.slice(out.indexOf('slow 1'), out.indexOf('slow 3'))).not.toContain('fast');
    expect(out).toMatch(/^slow +\d+\.\d +ok$/m);
    expect(out).toMatch(/^total +\d+\.\d +ok$/m);
  });

  it('stops at the first failing step with its exit code; later steps do not run', async () => {
    const { code, out } = await runner('fast+fails', 'never');
    expect(code).toBe(3);
    expect(out).not.toContain('never ran');
    expect(out).toMatch(/^fails +\d+\.\d +failed \(exit 3\)$/m);
    expect(out).toMatch(/^never +- +not run$/m);
    expect(out).toMatch(/^total +\d+\.\d +failed$/m);
  });

  it('runs a track in order beside another track', async () => {
    const { code, out } = await runner('slow+fast,after');
    expect(code).toBe(0);
    expect(out.indexOf('fast 2')).toBeLessThan(out.indexOf('after ran'));
    expect(out).toMatch(/^after +\d+\.\d +ok$/m);
    expect(out).toMatch(/^slow +\d+\.\d +ok$/m);
  });

  it('stops the phases beside a failing one, and their tracks go no further', async () => {
    const started = Date.now();
    const { code, out } = await runner('hangs,never+fails', 'after');
    expect(code).toBe(3);
    expect(Date.now() - started).toBeLessThan(30_000);
    // The stopped phase's output is dropped; the failed one's last lines come again before the table.
    expect(out).not.toContain('hangs 1');
    expect(out).toContain('hangs was stopped');
    expect(out).toMatch(/the last \d+ lines of fails, which failed ──\n[^─]*fails because\n\nphase /);
    expect(out).not.toContain('never ran');
    expect(out).not.toContain('after ran');
    expect(out).toMatch(/^hangs +\d+\.\d +stopped$/m);
    expect(out).toMatch(/^fails +\d+\.\d +failed \(exit 3\)$/m);
    expect(out).toMatch(/^never +- +not run$/m);
  });
});

// A previous build beside this checkout's, for the measuring scripts that print two builds side by
// side in one run (`npm run bench:jackpot`, `npm run trace`): the machine's noise then moves both.
// The previous build is a git ref exported with `git archive` into a temporary folder that borrows
// this checkout's node_modules, and built there.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The builds to compare: [previous, this checkout], or [this checkout] alone. `base`: a git ref,
 * '' for where this branch left main (nothing when that is HEAD), 'none' for none. `noBuild`: use
 * this checkout's dist/ as it is. `env`: the build's environment (source maps, say). `cleanUp()`
 * removes the temporary folder.
 */
export function prepareBuilds(root, { base, noBuild = false, env = {}, tempPrefix = 'base-build-' }) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const build = (cwd) => {
    const built = spawnSync('npm', ['run', 'build'], { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
    if (built.status !== 0) throw new Error(`npm run build failed in ${cwd}`);
  };
  const tempDirs = [];
  const cleanUp = () => {
    for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  };
  if (!noBuild) build(root);
  const here = { label: `this checkout (${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' + changes' : ''})`, cwd: root };
  const commit = baseCommit(git, base);
  if (!commit) return { builds: [here], cleanUp };
  const dir = mkdtempSync(join(tmpdir(), tempPrefix));
  tempDirs.push(dir);
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: root });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  build(dir);
  return { builds: [{ label: `previous build (${commit.slice(0, 7)})`, cwd: dir }, here], cleanUp };
}

/** The previous build's commit, or null. */
function baseCommit(git, wanted) {
  if (wanted === 'none') return null;
  try {
    const commit = git('rev-parse', '--verify', `${wanted || git('merge-base', 'HEAD', 'main')}^{commit}`);
    return !wanted && commit === git('rev-parse', 'HEAD') ? null : commit;
  } catch {
    console.log(`no previous build: ${wanted || 'main'} is not a commit here`);
    return null;
  }
}

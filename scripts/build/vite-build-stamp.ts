// Vite plugin: stamps each build with an id, compiled into the client (`__BUILD_ID__`) and written
// to dist/client/build.json, so a page from an older build can tell, when one of its lazy chunks
// fails to load after a deploy, that a newer build is live (spec section 4 "Build check").
// The id is a hash of what the build is made from (client/, public/, scripts/build/, the lockfile,
// the build config and APP_WEB_NAME): the same sources give the same id and so the same chunk
// names, which keeps size-limit's figures steady from build to build (a time stamp moved them by
// tens of bytes) and never sends players to reload onto an identical deploy.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** Every file under `dir`, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A short hash of the files and values a build is made from (paths relative to `root`). */
export function sourceId(root: string, inputs: { dirs: string[]; files: string[]; values: string[] }): string {
  const hash = createHash('sha256');
  for (const file of [...inputs.dirs.flatMap((dir) => filesUnder(join(root, dir))), ...inputs.files.map((file) => join(root, file))]) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const value of inputs.values) hash.update(value).update('\0');
  return hash.digest('base64url').slice(0, 10);
}

export function buildStamp(id: string): Plugin {
  return {
    name: 'build-stamp',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ build: id }) });
    },
  };
}

// Vite plugin: stamps each build with an id, compiled into the client (`__BUILD_ID__`) and written
// to dist/client/build.json, so a page from an older build can tell, when one of its lazy chunks
// fails to load after a deploy, that a newer build is live (spec section 4 "Build check").
import type { Plugin } from 'vite';

export function buildStamp(id = Date.now().toString(36)): Plugin {
  return {
    name: 'build-stamp',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ build: id }) });
    },
  };
}

// Vite plugin: a smaller `__vitePreload` (the helper every lazy `import()` goes through to load the
// chunk's CSS and preload its imports). Vite's own is 3.4 kB (about 1.1 kB brotli) of the first
// paint: CSP nonces, relative bases, `import.meta.resolve`, legacy builds and the
// `vite:preloadError` event, none of which this app uses (base '/', no nonce, no listener: a failed
// chunk rejects the import and the caller's retry or reload handles it, as before).
// Same contract (scripts/build/preload-helper.js): every dependency is requested at most once, a CSS
// dependency is applied before the module resolves (a failed one rejects), and links already in
// index.html are not added again.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const HELPER_ID = '\0vite/preload-helper.js';

// The helper's source, as shipped (plain JS; unit-tested in tests/client/lib/preload-helper.test.ts).
const HELPER_FILE = fileURLToPath(new URL('./preload-helper.js', import.meta.url));

export function slimPreload(): Plugin {
  return {
    name: 'slim-preload',
    apply: 'build',
    enforce: 'post',
    transform: {
      filter: { id: { include: [/^\0vite\/preload-helper\.js$/] } },
      handler(_code, id) {
        return id === HELPER_ID ? { code: readFileSync(HELPER_FILE, 'utf8'), map: null } : null;
      },
    },
  };
}

// The entry: as little as index.html needs before its first paint. The prerendered home frame (and
// home's first banner, which the edge puts in it; on /game/search that page's frame and its first
// tiles: edge/routes/shell-tiles.ts) paints from the HTML and global CSS alone; the app
// (start.tsx and the first paint's chunk) is requested only once that paint is on screen, so the
// picture a player sees first never shares the slow link or the main thread with the app's
// download, parse and first render.
import './styles/global.css';
import { afterPaintOf } from './lib/after-paint';
import { warmStorage } from './lib/warm-storage';

// At most a second: a slow picture must not hold the app back for long.
void afterPaintOf(!!document.querySelector('#cover img'), 1000)
  .then(() => {
    const app = import('./start');
    warmStorage(); // while the app's files download (lib/warm-storage.ts)
    return app;
  })
  // The app's files did not arrive (the connection dropped on a first visit): try again once the
  // phone is back online (a repeat visit has them from the service worker).
  .catch(() => addEventListener('online', () => location.reload(), { once: true }));

// The app proper, imported by the entry (main.tsx) once the prerendered frame has painted: start
// the boot sequence, mount, and (in production) register the service worker once that is done.
import { render } from 'preact';
import { App } from './app';
import { setDeviceFacts } from './api/http';
import { clientReferrer, platform, requestTimeoutMs } from './lib/device';
import { loadLobby } from './features/home/home-page';
import { routeNameOf } from '../contract/route-paths';
import { nextTask } from './lib/next-task';
import { boot, firstPageDrawn, hideCover } from './stores/boot';
import { withCatalogs } from './stores/locale';
import { whenIdle } from './lib/when-idle';
import { armPopups } from './stores/modals';

// The transport reads the device through these (api/ imports nothing of lib/). The calls go first, then (each in a task of its own) home's lobby chunk and the first render,
// while they travel.
setDeviceFacts({ platform, clientReferrer, requestTimeoutMs });
// Boot in a task of its own: the modules' evaluation is one long task already.
const booted = nextTask().then(boot);
const rendered = nextTask()
  .then(() => {
    if (routeNameOf(location.pathname) === 'home') loadLobby().catch(() => undefined);
    return nextTask();
  })
  .then(() => render(<App />, document.getElementById('app')!));
// A ready app's cover goes once its first page is drawn (app-frame.tsx), a failed one's at once.
const shown = Promise.all([booted, rendered]).then(([state]) => (state === 'ready' ? firstPageDrawn : undefined));
void shown.then(hideCover);

// Popups wait for the first screen to be idle; a tap before then counts (stores/popup-rules.ts).
armPopups(shown.then(() => whenIdle(2000)));

// In production, the service worker once the first screen is up (stores/pwa.ts waits for an idle
// moment too).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void shown.then(() => withCatalogs(import('./stores/pwa'))).then((m) => m.registerPwa()).catch(() => undefined);
}

// The pages' loaders (routes.tsx) at an idle moment, so a first tap to another page waits for its
// own chunk only. On a deep link the router asks for them at once anyway.
void shown.then(() => whenIdle(3000)).then(() => Promise.all([import('./page-loaders'), import('./modal-loaders')])).catch(() => undefined);

// The app proper, imported by the entry (main.tsx) once the prerendered frame has painted: start
// the boot sequence, mount, and (in production) register the service worker after load.
import { render } from 'preact';
import { App } from './app';
import { loadLobby } from './features/home/home-page';
import { routeNameOf } from './route-paths';
import { boot, hideCover } from './stores/boot';

// The calls go first (and home's lobby chunk beside them); the render's long task runs while they travel.
const booted = boot();
if (routeNameOf(location.pathname) === 'home') loadLobby().catch(() => undefined);
render(<App />, document.getElementById('app')!);
void booted.then(hideCover);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./stores/pwa').then((m) => m.registerPwa()).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

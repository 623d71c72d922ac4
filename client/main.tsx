// Mount, start the boot sequence, and (in production) register the service worker after load.
import './styles/global.css';
import { render } from 'preact';
import { App } from './app';
import { boot, hideCover } from './stores/boot';
import { watchInstallPrompt } from './stores/install-prompt';

render(<App />, document.getElementById('app')!);
// Chrome offers the install prompt once, early: kept for /download and the download popup.
watchInstallPrompt();
void boot().then(hideCover);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./stores/pwa').then((m) => m.registerPwa()).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

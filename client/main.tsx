// Mount, start the boot sequence, and (in production) register the service worker after load.
import './styles/global.css';
import { render } from 'preact';
import { App } from './app';
import { boot, hideCover } from './stores/boot';

render(<App />, document.getElementById('app')!);
void boot().then(hideCover);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./stores/pwa').then((m) => m.registerPwa()).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

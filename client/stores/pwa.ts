/// <reference types="vite-plugin-pwa/client" />
// Service worker registration (production builds only, once the first screen is up and idle): a waiting new version
// offers a refresh, which reloads once the new worker takes over. The build check (a lazy chunk
// gone after a deploy) lets the new worker take over before it reloads, since the worker answers
// page loads with its own build's shell.
import { atom } from 'nanostores';
import { t } from './locale';
import { showActionToast } from './toast';
import { watchInstallPrompt } from './install-prompt';
import { setBeforeReload } from '../lib/build-check';
import { activateNewerWorker } from '../lib/worker-update';
import { whenIdle } from '../lib/when-idle';
import { pwaCatalog } from '../i18n/pwa-catalog';

/** @public The text this chunk shows, added as it loads (withCatalogs reads it; knip cannot see that). */
export const catalogs = [pwaCatalog];

/** Set when the service worker could not be registered (spec section 8). */
export const $pwaError = atom(false);

/** The longest the registration waits for an idle moment. */
const IDLE_WAIT_MS = 5000;

/**
 * Registers the service worker; loaded with a dynamic import once the first screen is up. The
 * worker precaches the whole app (about 30 files) as it installs: on a slow link and a slow phone
 * that competes with the first screen's pictures and renders, so it waits for an idle moment.
 */
export async function registerPwa(): Promise<void> {
  await whenIdle(IDLE_WAIT_MS);
  // Chrome offers the install prompt once the worker controls the page: kept for /download.
  watchInstallPrompt();
  setBeforeReload(() => activateNewerWorker());
  const { registerSW } = await import('virtual:pwa-register');
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      showActionToast(t('pwa.newVersion'), { label: t('pwa.refresh'), run: () => void updateServiceWorker(true) });
    },
    onRegisterError() {
      $pwaError.set(true);
    },
  });
}

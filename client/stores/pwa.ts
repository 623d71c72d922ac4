/// <reference types="vite-plugin-pwa/client" />
// Service worker registration (production builds only, after load): a waiting new version
// offers a refresh, which reloads once the new worker takes over.
import { atom } from 'nanostores';
import pwaEn from '../i18n/pwa.en';
import { registerCatalog, t } from './locale';
import { showActionToast } from './toast';
import { watchInstallPrompt } from './install-prompt';

registerCatalog('pwa', { en: pwaEn, fil: () => import('../i18n/pwa.fil') });

declare module './locale' {
  interface Catalogs {
    pwa: typeof pwaEn;
  }
}

/** Set when the service worker could not be registered (spec section 8). */
export const $pwaError = atom(false);

/** Registers the service worker; loaded with a dynamic import after the page has loaded. */
export async function registerPwa(): Promise<void> {
  // Chrome offers the install prompt once the worker controls the page: kept for /download.
  watchInstallPrompt();
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

// The service worker's messages (a new version, an update that failed).
import { defineCatalog } from '../stores/locale';
import pwaEn from './pwa.en';

export const pwaCatalog = defineCatalog('pwa', pwaEn, () => import('./pwa.fil'));

declare module '../stores/locale' {
  interface Catalogs {
    pwa: typeof pwaEn;
  }
}

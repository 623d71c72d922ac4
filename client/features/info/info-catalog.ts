// Registers the info pages' text (imported by each info page, so it loads with them).
import { registerCatalog } from '../../stores/locale';
import infoEn from './info.en';

registerCatalog('info', { en: infoEn, fil: () => import('./info.fil') });

declare module '../../stores/locale' {
  interface Catalogs {
    info: typeof infoEn;
  }
}

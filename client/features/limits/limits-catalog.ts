// Registers the responsible-gaming text (imported by the page, so it loads with it).
import { registerCatalog } from '../../stores/locale';
import limitsEn from './limits.en';

registerCatalog('limits', { en: limitsEn, fil: () => import('./limits.fil') });

declare module '../../stores/locale' {
  interface Catalogs {
    limits: typeof limitsEn;
  }
}

// The responsible-gaming text (imported by the page, so it loads with it).
import { defineCatalog } from '../../stores/locale';
import limitsEn from './limits.en';

export const limitsCatalog = defineCatalog('limits', limitsEn, () => import('./limits.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    limits: typeof limitsEn;
  }
}

// The info pages' text (imported by each info page, so it loads with them).
import { defineCatalog } from '../../stores/locale';
import infoEn from './info.en';

export const infoCatalog = defineCatalog('info', infoEn, () => import('./info.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    info: typeof infoEn;
  }
}

// The trust footer's text (home loads the footer after the first screen).
import { defineCatalog } from '../stores/locale';
import footerEn from './trust-footer.en';

export const footerCatalog = defineCatalog('footer', footerEn, () => import('./trust-footer.fil'));

declare module '../stores/locale' {
  interface Catalogs {
    footer: typeof footerEn;
  }
}

// mail's text (imported by each mail page, so it loads with them).
import { defineCatalog } from '../../stores/locale';
import mailEn from './mail.en';

export const mailCatalog = defineCatalog('mail', mailEn, () => import('./mail.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    mail: typeof mailEn;
  }
}

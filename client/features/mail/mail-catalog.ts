// Registers mail's text (imported by each mail page, so it loads with them).
import { registerCatalog } from '../../stores/locale';
import mailEn from './mail.en';

registerCatalog('mail', { en: mailEn, fil: () => import('./mail.fil') });

declare module '../../stores/locale' {
  interface Catalogs {
    mail: typeof mailEn;
  }
}

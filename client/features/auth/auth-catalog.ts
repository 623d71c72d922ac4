// Registers the auth text (imported by every auth form, page and modal, so it loads with them and
// stays out of the first paint).
import { registerCatalog } from '../../stores/locale';
import authEn from '../../i18n/auth.en';

registerCatalog('auth', { en: authEn, fil: () => import('../../i18n/auth.fil') });

declare module '../../stores/locale' {
  interface Catalogs {
    auth: typeof authEn;
  }
}

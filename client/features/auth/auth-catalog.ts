// The auth text (imported by every auth form, page and modal, so it loads with them and
// stays out of the first paint).
import { defineCatalog } from '../../stores/locale';
import authEn from '../../i18n/auth.en';

export const authCatalog = defineCatalog('auth', authEn, () => import('../../i18n/auth.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    auth: typeof authEn;
  }
}

// The log-out question's text (declared by its modal, so it loads with it).
import { defineCatalog } from '../../stores/locale';
import logoutEn from './logout.en';

export const logoutCatalog = defineCatalog('logout', logoutEn, () => import('./logout.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    logout: typeof logoutEn;
  }
}

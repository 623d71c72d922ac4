// The automatic popups' text and the /notices page's.
import { defineCatalog } from '../../stores/locale';
import noticesEn from './notices.en';

export const noticesCatalog = defineCatalog('notices', noticesEn, () => import('./notices.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    notices: typeof noticesEn;
  }
}

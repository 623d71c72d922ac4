// The follow page's text.
import { defineCatalog } from '../../stores/locale';
import followEn from './follow.en';

export const followCatalog = defineCatalog('follow', followEn, () => import('./follow.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    follow: typeof followEn;
  }
}

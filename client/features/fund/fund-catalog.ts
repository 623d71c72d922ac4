// The fund page's text.
import { defineCatalog } from '../../stores/locale';
import fundEn from './fund.en';

export const fundCatalog = defineCatalog('fund', fundEn, () => import('./fund.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    fund: typeof fundEn;
  }
}

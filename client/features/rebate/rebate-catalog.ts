// The bet rebate pages' text.
import { defineCatalog } from '../../stores/locale';
import rebateEn from './rebate.en';

export const rebateCatalog = defineCatalog('rebate', rebateEn, () => import('./rebate.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    rebate: typeof rebateEn;
  }
}

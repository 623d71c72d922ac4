// The VIP page's text.
import { defineCatalog } from '../../stores/locale';
import vipEn from './vip.en';

export const vipCatalog = defineCatalog('vip', vipEn, () => import('./vip.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    vip: typeof vipEn;
  }
}

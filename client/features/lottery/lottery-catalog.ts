// The lottery pages' text.
import { defineCatalog } from '../../stores/locale';
import lotteryEn from './lottery.en';

export const lotteryCatalog = defineCatalog('lottery', lotteryEn, () => import('./lottery.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    lottery: typeof lotteryEn;
  }
}

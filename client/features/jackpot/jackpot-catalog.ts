// The Lucky Jackpot's text.
import { defineCatalog } from '../../stores/locale';
import jackpotEn from './jackpot.en';

export const jackpotCatalog = defineCatalog('jackpot', jackpotEn, () => import('./jackpot.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    jackpot: typeof jackpotEn;
  }
}

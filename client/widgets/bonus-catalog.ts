// The bonus note's text.
import { defineCatalog } from '../stores/locale';
import bonusEn from './bonus.en';

export const bonusCatalog = defineCatalog('bonus', bonusEn, () => import('./bonus.fil'));

declare module '../stores/locale' {
  interface Catalogs {
    bonus: typeof bonusEn;
  }
}

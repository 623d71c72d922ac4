// The bonus centre's text.
import { defineCatalog } from '../../stores/locale';
import bonusCentreEn from './bonus-centre.en';

export const bonusCentreCatalog = defineCatalog('bonusCentre', bonusCentreEn, () => import('./bonus-centre.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    bonusCentre: typeof bonusCentreEn;
  }
}

// The points page's text.
import { defineCatalog } from '../../stores/locale';
import pointsEn from './points.en';

export const pointsCatalog = defineCatalog('points', pointsEn, () => import('./points.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    points: typeof pointsEn;
  }
}

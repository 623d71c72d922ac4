// The bets report's own text (the records rows use the play catalog, i18n/play-catalog.ts).
import { defineCatalog } from '../../stores/locale';
import reportEn from './report.en';

export const reportCatalog = defineCatalog('report', reportEn, () => import('./report.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    report: typeof reportEn;
  }
}

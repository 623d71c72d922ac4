// Registers the records text (the same catalog as the game page; registering twice is a no-op)
// and the report's own catalog.
import { registerCatalog } from '../../stores/locale';
import playEn from '../../i18n/play.en';
import reportEn from './report.en';

registerCatalog('play', { en: playEn, fil: () => import('../../i18n/play.fil') });
registerCatalog('report', { en: reportEn, fil: () => import('./report.fil') });

declare module '../../stores/locale' {
  interface Catalogs {
    report: typeof reportEn;
  }
}

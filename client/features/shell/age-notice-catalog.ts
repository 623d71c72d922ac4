// Registers the age notice's text (imported by the sheet, so it loads with it, not in the first paint).
import { registerCatalog } from '../../stores/locale';
import ageNoticeEn from './age-notice.en';

registerCatalog('ageNotice', { en: ageNoticeEn, fil: () => import('./age-notice.fil') });

declare module '../../stores/locale' {
  interface Catalogs {
    ageNotice: typeof ageNoticeEn;
  }
}

// The age notice's text: the sheet shows it, and the terms repeat who may not play.
import { defineCatalog } from '../stores/locale';
import ageNoticeEn from './age-notice.en';

export const ageNoticeCatalog = defineCatalog('ageNotice', ageNoticeEn, () => import('./age-notice.fil'));

declare module '../stores/locale' {
  interface Catalogs {
    ageNotice: typeof ageNoticeEn;
  }
}

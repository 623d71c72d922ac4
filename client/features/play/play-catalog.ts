// Registers the play and records text (imported by the game page, so it loads with it and stays
// out of the first paint).
import { registerCatalog } from '../../stores/locale';
import playEn from '../../i18n/play.en';

registerCatalog('play', { en: playEn, fil: () => import('../../i18n/play.fil') });

declare module '../../stores/locale' {
  interface Catalogs {
    play: typeof playEn;
  }
}

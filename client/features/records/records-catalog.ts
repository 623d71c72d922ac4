// Registers the records text (the same catalog as the game page; registering twice is a no-op).
import { registerCatalog } from '../../stores/locale';
import playEn from '../../i18n/play.en';

registerCatalog('play', { en: playEn, fil: () => import('../../i18n/play.fil') });

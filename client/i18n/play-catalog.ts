// The play and records text: the game page and the bets report both show it, so it lives here
// rather than in either feature.
import { defineCatalog } from '../stores/locale';
import playEn from './play.en';

export const playCatalog = defineCatalog('play', playEn, () => import('./play.fil'));

declare module '../stores/locale' {
  interface Catalogs {
    play: typeof playEn;
  }
}

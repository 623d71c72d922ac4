// The game catalogue's text: the lobby, the games pages and the home guide.
import { defineCatalog } from '../stores/locale';
import gamesEn from './games.en';

export const gamesCatalog = defineCatalog('games', gamesEn, () => import('./games.fil'));

declare module '../stores/locale' {
  interface Catalogs {
    games: typeof gamesEn;
  }
}

// The responsible-gaming refusals' text (login, deposit and game calls), and the password lockout's.
import { defineCatalog } from '../stores/locale';
import limitErrorsEn from './limit-errors.en';

export const limitErrorsCatalog = defineCatalog('limitErrors', limitErrorsEn, () => import('./limit-errors.fil'));

declare module '../stores/locale' {
  interface Catalogs {
    limitErrors: typeof limitErrorsEn;
  }
}

// The error messages' text: every page whose calls can fail declares it.
import { defineCatalog } from '../stores/locale';
import errorsEn from './errors.en';

export const errorsCatalog = defineCatalog('errors', errorsEn, () => import('./errors.fil'));

declare module '../stores/locale' {
  interface Catalogs {
    errors: typeof errorsEn;
  }
}

// The sign-in page's and its rule page's text.
import { defineCatalog } from '../../stores/locale';
import signInEn from './sign-in.en';

export const signInCatalog = defineCatalog('signIn', signInEn, () => import('./sign-in.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    signIn: typeof signInEn;
  }
}

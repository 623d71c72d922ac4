// The profile pages' text (imported by those pages, so it loads with them).
import { defineCatalog } from '../../stores/locale';
import profileEn from './profile.en';

export const profileCatalog = defineCatalog('profile', profileEn, () => import('./profile.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    profile: typeof profileEn;
  }
}

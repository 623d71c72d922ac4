// The profile page's own text (imported by it and its photo controls, so it loads with them).
import { defineCatalog } from '../../stores/locale';
import myProfileEn from './my-profile.en';

export const myProfileCatalog = defineCatalog('myProfile', myProfileEn, () => import('./my-profile.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    myProfile: typeof myProfileEn;
  }
}

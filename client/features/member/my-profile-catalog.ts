// Registers the profile page's own text (imported by it and its photo controls, so it loads with them).
import { registerCatalog } from '../../stores/locale';
import myProfileEn from './my-profile.en';

registerCatalog('myProfile', { en: myProfileEn, fil: () => import('./my-profile.fil') });

declare module '../../stores/locale' {
  interface Catalogs {
    myProfile: typeof myProfileEn;
  }
}

// Registers the profile pages' text (imported by those pages, so it loads with them).
import { registerCatalog } from '../../stores/locale';
import profileEn from './profile.en';

registerCatalog('profile', { en: profileEn, fil: () => import('./profile.fil') });

declare module '../../stores/locale' {
  interface Catalogs {
    profile: typeof profileEn;
  }
}

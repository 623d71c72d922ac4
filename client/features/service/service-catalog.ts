// Registers customer service's text (imported by its pages, so it loads with them).
import { registerCatalog } from '../../stores/locale';
import serviceEn from './service.en';

registerCatalog('service', { en: serviceEn, fil: () => import('./service.fil') });

declare module '../../stores/locale' {
  interface Catalogs {
    service: typeof serviceEn;
  }
}

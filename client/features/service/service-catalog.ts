// customer service's text (imported by its pages, so it loads with them).
import { defineCatalog } from '../../stores/locale';
import serviceEn from './service.en';

export const serviceCatalog = defineCatalog('service', serviceEn, () => import('./service.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    service: typeof serviceEn;
  }
}

// The data saver setting's text.
import { defineCatalog } from '../stores/locale';
import dataSaverEn from './data-saver.en';

export const dataSaverCatalog = defineCatalog('dataSaver', dataSaverEn, () => import('./data-saver.fil'));

declare module '../stores/locale' {
  interface Catalogs {
    dataSaver: typeof dataSaverEn;
  }
}

// The slots hack page's text.
import { defineCatalog } from '../../stores/locale';
import slotsHackEn from './slots-hack.en';

export const slotsHackCatalog = defineCatalog('slotsHack', slotsHackEn, () => import('./slots-hack.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    slotsHack: typeof slotsHackEn;
  }
}

// The scratch card and diamond shop pages' text.
import { defineCatalog } from '../../stores/locale';
import diamondEn from './diamond.en';

export const diamondCatalog = defineCatalog('diamond', diamondEn, () => import('./diamond.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    diamond: typeof diamondEn;
  }
}

// The member centre's text (imported by its page, so it loads with it).
import { defineCatalog } from '../../stores/locale';
import memberEn from './member.en';

export const memberCatalog = defineCatalog('member', memberEn, () => import('./member.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    member: typeof memberEn;
  }
}

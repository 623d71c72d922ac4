// Registers the member centre's text (imported by its page, so it loads with it).
import { registerCatalog } from '../../stores/locale';
import memberEn from './member.en';

registerCatalog('member', { en: memberEn, fil: () => import('./member.fil') });

declare module '../../stores/locale' {
  interface Catalogs {
    member: typeof memberEn;
  }
}

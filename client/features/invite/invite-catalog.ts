// The invite, wheel and agent pages' text.
import { defineCatalog } from '../../stores/locale';
import inviteEn from './invite.en';

export const inviteCatalog = defineCatalog('invite', inviteEn, () => import('./invite.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    invite: typeof inviteEn;
  }
}

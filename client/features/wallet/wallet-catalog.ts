// The wallet's text (imported by each wallet page, so it loads with them).
import { defineCatalog } from '../../stores/locale';
import walletEn from './wallet.en';

export const walletCatalog = defineCatalog('wallet', walletEn, () => import('./wallet.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    wallet: typeof walletEn;
  }
}

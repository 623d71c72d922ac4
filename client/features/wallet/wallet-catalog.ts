// Registers the wallet's text (imported by each wallet page, so it loads with them).
import { registerCatalog } from '../../stores/locale';
import walletEn from './wallet.en';

registerCatalog('wallet', { en: walletEn, fil: () => import('./wallet.fil') });

declare module '../../stores/locale' {
  interface Catalogs {
    wallet: typeof walletEn;
  }
}

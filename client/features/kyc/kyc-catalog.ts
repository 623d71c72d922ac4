// Registers the KYC text (imported by the KYC page, so it loads with it).
import { registerCatalog } from '../../stores/locale';
import kycEn from './kyc.en';

registerCatalog('kyc', { en: kycEn, fil: () => import('./kyc.fil') });

declare module '../../stores/locale' {
  interface Catalogs {
    kyc: typeof kycEn;
  }
}

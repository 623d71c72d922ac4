// The KYC text (imported by the KYC page, so it loads with it).
import { defineCatalog } from '../../stores/locale';
import kycEn from './kyc.en';

export const kycCatalog = defineCatalog('kyc', kycEn, () => import('./kyc.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    kyc: typeof kycEn;
  }
}

// The questions and answers of /faq.
import { defineCatalog } from '../../stores/locale';
import faqEn from './faq.en';

export const faqCatalog = defineCatalog('faq', faqEn, () => import('./faq.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    faq: typeof faqEn;
  }
}

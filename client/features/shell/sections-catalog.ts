// The section tab bars' text (with the bar's lazy chunk).
import { defineCatalog } from '../../stores/locale';
import sectionsEn from './sections.en';

export const sectionsCatalog = defineCatalog('sections', sectionsEn, () => import('./sections.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    sections: typeof sectionsEn;
  }
}

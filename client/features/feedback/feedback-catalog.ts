// feedback's text (imported by its pages, so it loads with them).
import { defineCatalog } from '../../stores/locale';
import feedbackEn from './feedback.en';

export const feedbackCatalog = defineCatalog('feedback', feedbackEn, () => import('./feedback.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    feedback: typeof feedbackEn;
  }
}

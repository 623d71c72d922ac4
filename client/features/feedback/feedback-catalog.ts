// Registers feedback's text (imported by its pages, so it loads with them).
import { registerCatalog } from '../../stores/locale';
import feedbackEn from './feedback.en';

registerCatalog('feedback', { en: feedbackEn, fil: () => import('./feedback.fil') });

declare module '../../stores/locale' {
  interface Catalogs {
    feedback: typeof feedbackEn;
  }
}

// The tasks page's text.
import { defineCatalog } from '../../stores/locale';
import tasksEn from './tasks.en';

export const tasksCatalog = defineCatalog('tasks', tasksEn, () => import('./tasks.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    tasks: typeof tasksEn;
  }
}

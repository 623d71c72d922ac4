// The reward modal's text.
import { defineCatalog } from '../stores/locale';
import rewardEn from './reward.en';

export const rewardCatalog = defineCatalog('reward', rewardEn, () => import('./reward.fil'));

declare module '../stores/locale' {
  interface Catalogs {
    reward: typeof rewardEn;
  }
}

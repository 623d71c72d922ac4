// The deposit rewards' text (the first-deposit page and popup, accumulated deposits).
import { defineCatalog } from '../../stores/locale';
import depositRewardsEn from './deposit-rewards.en';

export const depositRewardsCatalog = defineCatalog('depositRewards', depositRewardsEn, () => import('./deposit-rewards.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    depositRewards: typeof depositRewardsEn;
  }
}

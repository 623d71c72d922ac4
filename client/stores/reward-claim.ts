// What follows every reward claim, whatever paid it (VIP, tasks): the new balance, the reward
// modal (saying when the reward is bonus money), the red dots and the bonus summary reloaded.
import type { Award } from '../../contract/mail';
import { refreshAwards } from './awards';
import { openModal } from './modals';
import { patchUser, refreshBalance } from './session';

export interface ClaimedReward {
  awards: Award[];
  coin: number;
  bonusStatus: 'pending' | 'locked' | 'released';
}

export function showClaimedReward(result: ClaimedReward): void {
  patchUser({ coin: result.coin });
  openModal({ name: 'reward', awards: result.awards, bonusStatus: result.bonusStatus });
  void refreshAwards();
  // The bonus summary (pending or locked now) comes with the balance fields.
  void refreshBalance();
}

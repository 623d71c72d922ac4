// The VIP page's data (getVipInfo) and its two claims: a level-up reward and today's award. A
// claim updates the balance, shows the reward modal (saying when the reward is bonus money),
// refreshes the red dots and the page; everything resets with the session.
import { call } from '../../api/http';
import * as vipCalls from '../../../contract/vip';
import type { VipClaim } from '../../../contract/vip';
import { refreshAwards } from '../../stores/awards';
import { openModal } from '../../stores/modals';
import { query } from '../../stores/server-state';
import { mutation } from '../../stores/server-state-mutation';
import { $token, patchUser, refreshBalance } from '../../stores/session';

/** The levels, what each pays and what the player can claim. */
export const $vipInfo = query($token, () => call(vipCalls.getVipInfo, {}));

const claimed = (result: VipClaim) => {
  patchUser({ coin: result.coin });
  openModal({ name: 'reward', awards: result.awards, bonusStatus: result.bonusStatus });
  void refreshAwards();
  // The bonus summary (locked now) comes with the balance fields.
  void refreshBalance();
};

/** Claims the level-up reward of a level. */
export const $claimLevelUp = mutation($token, (level: number) => call(vipCalls.receiveVipBonusUser, { level }), { done: claimed, refreshes: [$vipInfo] });

/** Claims today's award. */
export const $claimDaily = mutation($token, () => call(vipCalls.appVipUserReceiveDaily, {}), { done: claimed, refreshes: [$vipInfo] });

// VIP (spec §2 /vip, §3 "VIP level", §7 "VIP"): the levels with their thresholds and rewards, the
// player's progress, and the level-up and daily rewards claimed from them. Rewards are bonus
// grants (contract/bonus.ts): paid once, held by their turnover.
import type { Award } from './mail';
import type { TaskView } from './tasks';
import type { VIP_SCHEMAS } from './vip.schemas';
import { callFactory, tableOf } from './call-row';

export const VipErrorCode = {
  /** The player has not reached this level (or has no VIP level for a daily award). */
  levelNotReached: 1801,
  /** This reward was already claimed (today, for the daily award). */
  alreadyClaimed: 1802,
  /** The level pays nothing of this kind. */
  nothingToClaim: 1803,
} as const;

/** One VIP level as the app shows it (from appVipMap). */
export interface VipLevelView {
  level: number;
  /** Experience needed (hundredths of a peso wagered). */
  experience: number;
  betLimit: number;
  /** The level's theme, 1 to 6. */
  showType: number;
  /** Paid once on reaching the level (hundredths). */
  levelUpAward: number;
  /** What the daily award pays at this level. */
  dailyAward: Award[];
  /** 'claimable': reached, not yet claimed; 'claimed'; 'locked': not reached (or nothing to pay). */
  levelUp: 'claimable' | 'claimed' | 'locked';
}

export interface VipInfo {
  vip: number;
  vipExp: number;
  levels: VipLevelView[];
  /** Today's daily award at the player's level (Manila day): claimable, claimed, or none (VIP 0). */
  daily: { awards: Award[]; status: 'claimable' | 'claimed' | 'none' };
  /** The VIP tasks (contract addition): every one, 'locked' while above the player's level. */
  tasks: TaskView[];
}

/** What a claim paid, the balance after, and how the bonus was granted. */
export interface VipClaim {
  awards: Award[];
  coin: number;
  bonusStatus: 'pending' | 'locked' | 'released';
}

export interface VipResponses {
  getVipInfo: VipInfo;
  receiveVipBonusUser: VipClaim;
  appVipUserReceiveDaily: VipClaim;
}

const call = /*#__PURE__*/ callFactory<typeof VIP_SCHEMAS, VipResponses>();

export const getVipInfo = /*#__PURE__*/ call('getVipInfo');
export const receiveVipBonusUser = /*#__PURE__*/ call('receiveVipBonusUser');
export const appVipUserReceiveDaily = /*#__PURE__*/ call('appVipUserReceiveDaily');

export const VIP_CALLS = /*#__PURE__*/ tableOf(getVipInfo, receiveVipBonusUser, appVipUserReceiveDaily);

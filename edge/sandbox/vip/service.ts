// The VIP domain's surface: the VIP columns of the player's row (vip, vip_exp, user_level) change
// only here; experience and the level grow through the settlement hook; whether a VIP reward waits.
export { vipExperienceHook } from './experience-hook';
export { setVip } from './vip-store';
export { hasVipReward } from './vip-rewards';

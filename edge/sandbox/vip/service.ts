// The VIP domain's surface: the VIP columns of the player's row (users.vip, users.vip_exp) change
// only here; experience grows through the settlement hook.
export { vipExperienceHook } from './experience-hook';
export { setVip } from './vip-store';

// The hooks of hooks.ts the sandbox runs, in order. Wiring, like registry.ts: adding a hook is
// writing it in its own domain (exported by that domain's service) and listing it here.
import type { SandboxHooks } from './hooks';
import { userGameDataHook } from './games/service';
import { sendWelcomeMail } from './mail/service';
import { vipExperienceHook } from './vip/service';
import { bonusTurnoverHook } from './bonus/service';
import { pointsHook } from './points/service';
import { lotteryCouponHook } from './lottery/service';
import { inviteBindingHook } from './invite/service';
import { jackpotPoolHook } from './jackpot/service';
import { depositCheck, loginCheck } from './limits/service';

export const DEFAULT_HOOKS: SandboxHooks = {
  // The new player's empty likes and history, the welcome mail with its coins, and (when they came
  // with an invite code) when they were bound to their inviter.
  registration: [userGameDataHook, sendWelcomeMail, inviteBindingHook],
  // VIP experience grows by every real-money bet (the wager total itself is the game's), the bet
  // counts toward the player's locked bonuses, it earns points and lottery coupons, and it grows the
  // jackpot pools.
  settlement: [vipExperienceHook, bonusTurnoverHook, pointsHook, lotteryCouponHook, jackpotPoolHook],
  // A break or a self-exclusion refuses the session (an excluded player gets a payout ticket).
  login: [loginCheck],
  // Breaks, self-exclusion and the player's deposit limits.
  deposit: [depositCheck],
};

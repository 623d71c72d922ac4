// The award flags (activityGetStatusList) and the red dots they raise, for the signed-in player.
// Loaded when a red dot first shows; features reload them after an action that changes one
// (collecting a mail's attachment, reading it). Reset with the session like all server state.
import { call } from '../api/http';
import { computed } from 'nanostores';
import type { AwardFlags } from '../../contract/awards';
import * as awardsCalls from '../../contract/awards';
import { query } from './server-state';
import { $token, $user } from './session';

/** The award flags for the current session (no data for guests). */
export const $awardFlags = query($token, (): Promise<AwardFlags> => call(awardsCalls.activityGetStatusList, {}));

/**
 * Red dots by entry point (spec section 3); `mail` from the `email` flag, `vip` a VIP reward, task or
 * rebate, `task` a task reward to claim, `freeBonus` today's sign-in, its VIP extra or a login-bonus
 * day (`signIn`), `fund` last week's fund to claim, `signupBonus` a free bonus (the sign-up coin
 * first) waiting for the player's first deposit (refreshData's `bonus.pending`), `agent` commission
 * or a valid-invite reward to claim (`agent5`), `jackpot` today's draw chance (the jackpot bubble).
 */
export type RedDotName = 'mail' | 'vip' | 'task' | 'freeBonus' | 'fund' | 'signupBonus' | 'agent' | 'jackpot';

/** The red dots that are on. */
export const $redDots = computed([$awardFlags, $user], ({ data }, user): Record<RedDotName, boolean> => ({
  mail: data?.email === true,
  vip: data?.vip === true,
  task: data?.task === true,
  freeBonus: data?.signIn === true,
  fund: data?.fund === true,
  agent: data?.agent5 === true,
  signupBonus: (user?.bonus?.pending ?? 0) > 0,
  jackpot: data?.canReceiveDrawChance === true,
}));

/** Loads the flags again (after an action that may have changed one). */
export const refreshAwards = (): Promise<void> => $awardFlags.reload();

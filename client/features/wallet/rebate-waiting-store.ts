// The bet rebate a VIP can collect, for the bankruptcy modal's VIP version (betBonus, every game
// type). Loaded only for VIPs, and again each time the modal opens (a bet just settled).
import { computed, onMount } from 'nanostores';
import { call } from '../../api/http';
import * as rebateCalls from '../../../contract/rebate';
import { query } from '../../stores/server-state';
import { $token, $user } from '../../stores/session';

const $vipToken = computed([$token, $user], (token, user) => (token !== null && (user?.vip ?? 0) > 0 ? token : null));

/** What the player's rebate pays now, per game type and in all. */
export const $rebateWaiting = query($vipToken, () => call(rebateCalls.betBonus, { type: 0 }));

onMount($rebateWaiting, () => {
  // A load already running (the query's own first load) is enough; otherwise load again.
  if (!$rebateWaiting.value?.loading) void $rebateWaiting.reload();
});

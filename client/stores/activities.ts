// Which activities exist for the signed-in player (spec "Activity state"). Filled from
// getAfterLoginInfoWeb; later issues add getActivityIds' activityMap here.
import { computed } from 'nanostores';
import { $afterLoginInfo } from './session';

/** Activity ids open to the player; null while unknown (guest, or not loaded yet). */
export const $activityIds = computed($afterLoginInfo, (info) => info?.activityIds ?? null);

/** True when activity `id` is open to the player. */
export const hasActivity = (id: number): boolean => $activityIds.get()?.includes(id) ?? false;

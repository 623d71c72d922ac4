// Which activities exist for the player (spec "Activity state"). `$activityIds` (the route guard)
// comes from getAfterLoginInfoWeb; the banners come from getActivityIds, which answers guests too.
import { call } from '../api/http';
import { computed } from 'nanostores';
import type { ActivitiesResponses, ActivityInfo } from '../../contract/activities';
import * as activitiesCalls from '../../contract/activities';
import { query } from './server-state';
import { $afterLoginInfo, $viewer } from './session';

/** Activity ids open to the player; null while unknown (guest, or not loaded yet). */
export const $activityIds = computed($afterLoginInfo, (info) => info.data?.activityIds ?? null);

type ActivityState = ActivitiesResponses['getActivityIds'];


/** getActivityIds' answer for the current session; loads on mount, once per session. */
export const $activityState = query($viewer, (): Promise<ActivityState> => call(activitiesCalls.getActivityIds, {}));

/** The activities to show as banners (those with an image), by sort. */
export const $banners = computed($activityState, ({ data }): ActivityInfo[] => {
  if (!data) return [];
  const listed = new Set(data.activityIds ?? []);
  return Object.values(data.activityMap ?? {})
    .filter((activity) => listed.has(activity.id) && !!activity.banner)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
});

// Which activities exist for the player (spec "Activity state"). `$activityIds` (the route guard)
// comes from getAfterLoginInfoWeb; the banners come from getActivityIds, which answers guests too.
import { computed } from 'nanostores';
import type { ActivityInfo, CallResponse } from '../api/contract';
import * as api from '../api/calls';
import { query } from './server-state';
import { $afterLoginInfo, $token } from './session';

/** Activity ids open to the player; null while unknown (guest, or not loaded yet). */
export const $activityIds = computed($afterLoginInfo, (info) => info.data?.activityIds ?? null);

/** True when activity `id` is open to the player. */
export const hasActivity = (id: number): boolean => $activityIds.get()?.includes(id) ?? false;

type ActivityState = Omit<CallResponse<'getActivityIds'>, 'code' | 'errcode' | 'msg'>;

// Guests have activities too: the key is the session, '' for a guest. A new session sees other
// activities (members-only ones, claimed ones), so a login or logout loads them again.
const $viewer = computed($token, (token) => token ?? '');

/** getActivityIds' answer for the current session; loads on mount, once per session. */
export const $activityState = query($viewer, async (): Promise<ActivityState> => {
  const { code: _c, errcode: _e, msg: _m, ...state } = await api.getActivityIds({});
  return state;
});

/** The activities to show as banners (those with an image), by sort. */
export const $banners = computed($activityState, ({ data }): ActivityInfo[] => {
  if (!data) return [];
  const listed = new Set(data.activityIds ?? []);
  return Object.values(data.activityMap ?? {})
    .filter((activity) => listed.has(activity.id) && !!activity.banner)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
});

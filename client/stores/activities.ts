// Which activities exist for the player (spec "Activity state"). `$activityIds` (the route guard)
// comes from getAfterLoginInfoWeb; the banners come from getActivityIds, which answers guests too.
import { atom, computed } from 'nanostores';
import type { ActivityInfo, ActivitiesResponses } from '../api/contract/activities';
import * as activitiesApi from '../api/calls/activities';
import { $afterLoginInfo, $token } from './session';

/** Activity ids open to the player; null while unknown (guest, or not loaded yet). */
export const $activityIds = computed($afterLoginInfo, (info) => info?.activityIds ?? null);

/** True when activity `id` is open to the player. */
export const hasActivity = (id: number): boolean => $activityIds.get()?.includes(id) ?? false;

type ActivityState = Omit<ActivitiesResponses['getActivityIds'], 'code' | 'errcode' | 'msg'>;

/** getActivityIds' answer for the current session; null until loaded. */
export const $activityState = atom<ActivityState | null>(null);

/** The activities to show as banners (those with an image), by sort. */
export const $banners = computed($activityState, (state): ActivityInfo[] => {
  if (!state) return [];
  const listed = new Set(state.activityIds ?? []);
  return Object.values(state.activityMap ?? {})
    .filter((activity) => listed.has(activity.id) && !!activity.banner)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
});

let loading: { token: string | null; promise: Promise<void> } | null = null;

/** Loads the activity state once per session (again after a login or logout). */
export function loadActivityState(): Promise<void> {
  const token = $token.get();
  if ($activityState.get()) return Promise.resolve();
  if (loading?.token === token) return loading.promise;
  const request = activitiesApi.getActivityIds({});
  const promise = request
    .then((state) => {
      // An answer for the previous session is dropped.
      if ($token.get() === token) $activityState.set(state);
    })
    .finally(() => {
      if (loading?.promise === promise) loading = null;
    });
  loading = { token, promise };
  return promise;
}

// A new session sees other activities (members-only ones, claimed ones): ask again.
$token.listen(() => {
  $activityState.set(null);
  if ($activityState.lc > 0) loadActivityState().catch(() => undefined);
});

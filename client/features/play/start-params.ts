// The query of /game/start, read and validated. Pure and tiny: the route table imports it to
// answer 404 for a bad query without loading the game page.

// Type-only: erased, so the route table does not pull the play store into the first paint.
import type { StartParams } from './play-store';

const positiveInt = (value: string | undefined): number | null => (value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** gameId a positive int, tryIt 0 or 1 (default 0), activityId an optional positive int; null when invalid. */
export function parseStartParams(query: Record<string, string | undefined>): StartParams | null {
  const gameId = positiveInt(query.gameId);
  if (gameId === null) return null;
  const tryItText = query.tryIt ?? '0';
  if (tryItText !== '0' && tryItText !== '1') return null;
  const params: StartParams = { gameId, tryIt: tryItText === '1' ? 1 : 0 };
  if (query.activityId !== undefined) {
    const activityId = positiveInt(query.activityId);
    if (activityId === null) return null;
    params.activityId = activityId;
  }
  return params;
}

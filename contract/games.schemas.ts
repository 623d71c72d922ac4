// Request schemas of the game calls, and the catalogue's game. Server side only.
import * as v from 'valibot';
import { count, gameId } from './fields.schemas';

const entityId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000));

/** A game as the operator serves it in the catalogue (the dev games endpoint, preLogin's game list delta). */
export const appGame = v.strictObject({
  id: gameId,
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[^\p{Cc}\p{Cf}]+$/u, 'no control characters')),
  gameTypeId: entityId,
  gameBrandId: entityId,
  gamePlatformId: entityId,
  gameTagIds: v.pipe(v.array(entityId), v.maxLength(20)),
  // Relative to gameResourceUrl, a path of ours, or an https URL (the client checks it again).
  img: v.pipe(v.string(), v.maxLength(512), v.regex(/^(https:\/\/[^\s"'<>\\]+|\/?[\w-][\w./%-]*)$/, 'a path or https URL')),
  status: v.picklist([0, 1]),
  sort: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
  tryIt: v.picklist([0, 1]),
});

export const GAMES_SCHEMAS = {
  startGame: v.object({ gameId, tryIt: v.optional(v.picklist([0, 1])), activityId: v.optional(count) }),
  exitGame: v.object({ gameId }),
  gameLike: v.object({ gameId, like: v.picklist([0, 1]) }),
  online: v.object({ gameId }),
};

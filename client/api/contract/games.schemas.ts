// Request schemas of the game calls. Server side only.
import * as v from 'valibot';
import { count, gameId } from './fields.schemas';

export const GAMES_SCHEMAS = {
  startGame: v.object({ gameId, tryIt: v.optional(v.picklist([0, 1])), activityId: v.optional(count) }),
  exitGame: v.object({ gameId }),
  gameLike: v.object({ gameId, like: v.picklist([0, 1]) }),
  online: v.object({ gameId }),
};

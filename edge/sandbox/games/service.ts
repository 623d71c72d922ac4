// The games domain's surface: games by id from the live config, the generated catalogue the seed
// stores, and the registration hook that gives a new player their (empty) likes and history.
import type { RegistrationHook } from '../hooks';
import { createUserGameData } from './user-game-data';

export { CATALOGUE, GAME_BRANDS, GAME_PLATFORMS, GAME_RESOURCE_URL, GAME_TAGS, GAME_TYPES } from './catalogue';
export { findGame } from './game-lookup';
export { theoreticalRtp } from './slot-engine';

/** A registration hook (default-hooks.ts): the new player's likes and history row. */
export const userGameDataHook: RegistrationHook = ({ db, userId }) => createUserGameData(db, userId);

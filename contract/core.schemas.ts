// Request schemas of the core calls (start-up, config, theme, event log), and the bounds of
// preLogin's game list delta. Server side only.
import * as v from 'valibot';
import { count, empty, gameId, text } from './fields.schemas';
import { appGame } from './games.schemas';

/** Maximum events in one `anonymous/appEventLogClient` call. */
export const MAX_EVENTS_PER_CALL = 100;

const eventLogItem = v.object({
  eventName: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  eventTime: count,
  eventUserId: count,
  channel: text(32),
  appId: text(64),
  version: text(32),
  eventInterfaceId: text(128),
  eventShowType: text(64),
  eventRoomId: text(128),
  eventFrom: text(256),
  eventInteractCount: count,
});

/** Most games a game list delta adds, changes or removes; a larger change sends the whole list. */
export const GAME_LIST_DELTA_MAX = 200;

/** preLogin's `gameListDelta` (an answer: the sandbox's tests hold the operator to it). */
export const gameListDelta = v.strictObject({
  from: count,
  upsert: v.pipe(v.array(appGame), v.maxLength(GAME_LIST_DELTA_MAX)),
  remove: v.pipe(v.array(gameId), v.maxLength(GAME_LIST_DELTA_MAX)),
});

export const CORE_SCHEMAS = {
  preLogin: v.object({
    gameListVersion: v.optional(count),
    os: v.optional(text(32)),
    deviceModel: v.optional(text(64)),
    messagingToken: v.optional(text(512)),
    phoneinfoJsonModel: v.optional(text(4096)),
    deviceId: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  }),
  'anonymous/appConfig': v.object({ v: v.optional(count) }),
  'anonymous/appTheme': empty,
  'anonymous/appThemePreview': v.object({ themeViewId: v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]+$/)) }),
  'anonymous/appEventLogClient': v.object({ eventList: v.pipe(v.array(eventLogItem), v.maxLength(MAX_EVENTS_PER_CALL)) }),
};

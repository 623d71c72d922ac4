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

/** Most keys preLogin's `phoneinfoJsonModel` may have, and the longest text value. */
export const PHONE_INFO_MAX_KEYS = 32;
export const PHONE_INFO_MAX_TEXT = 256;

/**
 * The Android wrapper's device facts (docs/android-bridge.md): the text of a flat JSON object of
 * short texts, numbers and booleans. Keys beyond the documented ones are accepted (a newer wrapper
 * may say more) within the caps.
 */
function isPhoneInfo(text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= PHONE_INFO_MAX_KEYS &&
    entries.every(
      ([key, item]) =>
        /^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(key) &&
        ((typeof item === 'string' && item.length <= PHONE_INFO_MAX_TEXT) || (typeof item === 'number' && Number.isFinite(item)) || typeof item === 'boolean'),
    )
  );
}

export const CORE_SCHEMAS = {
  preLogin: v.object({
    gameListVersion: v.optional(count),
    os: v.optional(text(32)),
    deviceModel: v.optional(text(64)),
    // A push token (Firebase's are about 160 characters): printable, no spaces.
    messagingToken: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(512), v.regex(/^[\x21-\x7e]+$/))),
    phoneinfoJsonModel: v.optional(v.pipe(text(4096), v.check(isPhoneInfo, 'phoneinfoJsonModel must be a flat JSON object of short values'))),
    deviceId: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  }),
  'anonymous/appConfig': v.object({ v: v.optional(count) }),
  'anonymous/appTheme': empty,
  'anonymous/appThemePreview': v.object({ themeViewId: v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]+$/)) }),
  'anonymous/appEventLogClient': v.object({ eventList: v.pipe(v.array(eventLogItem), v.maxLength(MAX_EVENTS_PER_CALL)) }),
};

// Request schemas, one per call of the contract (server side only: the sandbox validates every
// body with them; the client never imports this file). They check types, lengths and formats;
// limits that the operator configures (account length, password length...) are checked by the
// handlers against the live config. Unknown keys are dropped, never an error, because the edge
// adds its own fields (appId, channel, platform...).
import * as v from 'valibot';
import type { CallName, CallRequest } from './contract';

/** PH mobile without the country code: 10 digits starting with 9. */
export const MOBILE_PATTERN = /^9\d{9}$/;
/** Letters, digits and underscore. */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_]+$/;
/** No whitespace of any kind. */
export const PASSWORD_PATTERN = /^\S+$/;

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const mobile = v.pipe(v.string(), v.regex(MOBILE_PATTERN, 'mobile must be 10 digits starting with 9'));
const account = v.pipe(v.string(), v.minLength(1), v.maxLength(32), v.regex(ACCOUNT_PATTERN, 'account may hold letters, digits and _ only'));
const password = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(PASSWORD_PATTERN, 'password must not contain spaces'));
const smsCode = v.pipe(v.string(), v.regex(/^\d{4,8}$/, 'smsCode must be 4 to 8 digits'));
const inviteCode = v.optional(v.pipe(v.string(), v.maxLength(16), v.regex(/^[A-Za-z0-9]*$/, 'inviteCode must be letters and digits')));
const accessToken = v.pipe(v.string(), v.minLength(1), v.maxLength(2048));
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2_147_483_647));
const empty = v.object({});
const gameId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999));
/** Milliseconds since the epoch (0 up to year 2286). */
const epochMs = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9_999_999_999_999));
const timeRange = <T extends { startTime?: number; endTime?: number }>(req: T) =>
  req.startTime === undefined || req.endTime === undefined || req.startTime <= req.endTime;

/** Largest `betRecord` page. */
export const MAX_BET_RECORD_PAGE_SIZE = 50;

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

/** Maximum events in one `anonymous/appEventLogClient` call. */
export const MAX_EVENTS_PER_CALL = 100;

/** The request schema of each call; a call without one fails typecheck. */
export const REQUEST_SCHEMAS: { readonly [K in CallName]: v.GenericSchema<unknown, CallRequest<K>> } = {
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
  accountLogin: v.pipe(
    v.object({ account: v.optional(account), mobile: v.optional(mobile), password }),
    v.check((req) => (req.account === undefined) !== (req.mobile === undefined), 'send either account or mobile'),
  ),
  accountLoginSms: v.object({ mobile, smsCode, inviteCode }),
  accountRegist: v.object({ account, password, inviteCode }),
  accountRegist4: v.object({ mobile, smsCode: v.optional(smsCode), password, inviteCode }),
  smsSend: v.object({ mobile, purpose: v.picklist([0, 1, 2, 3]) }),
  forgetPassword: v.object({ mobile, smsCode, password }),
  initPassword: v.object({ password }),
  bindAccount: v.object({ mobile, smsCode }),
  facebookLogin: v.object({
    accessToken,
    userID: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
    signedRequest: v.optional(text(4096)),
    expiresIn: v.optional(count),
    inviteCode,
  }),
  googleLogin: v.object({ accessToken, inviteCode }),
  lineLogin: v.object({ accessToken, inviteCode }),
  bindSocialAccount: v.object({ type: v.picklist([3, 4, 5]), accessToken, userID: v.optional(v.pipe(v.string(), v.maxLength(128))) }),
  refreshData: empty,
  getAfterLoginInfoWeb: v.object({ version: text(32), os: text(32), deviceModel: text(64) }),
  logout: empty,
  getActivityIds: empty,
  startGame: v.object({ gameId, tryIt: v.optional(v.picklist([0, 1])), activityId: v.optional(count) }),
  exitGame: v.object({ gameId }),
  gameLike: v.object({ gameId, like: v.picklist([0, 1]) }),
  online: v.object({ gameId }),
  betRecord: v.pipe(
    v.object({
      pageNum: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
      pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_BET_RECORD_PAGE_SIZE)),
      gameId: v.optional(gameId),
      startTime: v.optional(epochMs),
      endTime: v.optional(epochMs),
    }),
    v.check(timeRange, 'startTime must not be after endTime'),
  ),
  betRecordReport: v.pipe(v.object({ startTime: v.optional(epochMs), endTime: v.optional(epochMs) }), v.check(timeRange, 'startTime must not be after endTime')),
};

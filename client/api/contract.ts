// The one table of `/app/v1` calls. The client's API layer, the edge's allowlist and the
// sandbox's handler registry all read it; request schemas live in `schemas.ts` (server side only,
// so validation code never reaches the phone). Add a call here and typecheck fails until the
// schema, the sandbox handler and the client function exist.

/** Login types (spec section 3). */
export const LoginType = { phone: 1, account: 2, phoneNoOtp: 3 } as const;
export type LoginType = (typeof LoginType)[keyof typeof LoginType];

/** SMS purposes (spec "Auth purposes"). */
export const SmsPurpose = { register: 0, bind: 1, forget: 2, loginAndRegister: 3 } as const;
export type SmsPurpose = (typeof SmsPurpose)[keyof typeof SmsPurpose];

/** Social providers. */
export const SocialProvider = { facebook: 3, line: 4, google: 5 } as const;
export type SocialProvider = (typeof SocialProvider)[keyof typeof SocialProvider];

/** Success codes: `errcode` or `code` equal to one of these. */
export const SUCCESS_CODES: readonly number[] = [0, 200];

/** Error codes the sandbox operator API answers with (in `code` or `errcode`). */
export const ErrorCode = {
  badRequest: 400,
  unauthorized: 401,
  notFound: 404,
  tooLarge: 413,
  tooManyRequests: 429,
  serverError: 500,
  badGateway: 502,
  maintenance: 503,
  gatewayTimeout: 504,
  accountExists: 1101,
  wrongCredentials: 1102,
  smsCodeInvalid: 1103,
  smsSendLimit: 1104,
  mobileNotRegistered: 1105,
  passwordAlreadySet: 1106,
  alreadyBound: 1107,
  socialTokenInvalid: 1108,
  mobileExists: 1109,
  registerTypeDisabled: 1110,
  accountLocked: 1111,
  gameNotFound: 1201,
  gameDisabled: 1202,
  tryItUnavailable: 1203,
  insufficientBalance: 1204,
  gameSessionInvalid: 1205,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface Range {
  min: number;
  max: number;
}

/** Public user record. The password is never sent (spec lists it; we keep it server side). */
export interface UserInfo {
  id: number;
  uuid: string;
  account: string;
  accountType: LoginType;
  nickname: string;
  avatar: string;
  avatarOther: string;
  mobile: string;
  facebookAccount: string;
  googleAccount: string;
  lineAccount: string;
  facebookName: string;
  googleName: string;
  lineName: string;
  hasPassword: boolean;
  hasSafeboxPassword: boolean;
  hasKyc: boolean;
  hasUserOther: boolean;
  /** Minor units (hundredths). */
  coin: number;
  lottery: number;
  safebox: number;
  totalRecharge: number;
  vip: number;
  vipExp: number;
  userLevel: number;
  bet: number;
  exchange: number;
  pid: number;
  regPeriod: number;
}

export interface AppGameType {
  id: number;
  name: string;
  status: 0 | 1;
  sort: number;
  icon: string;
}
export interface AppGameBrand {
  id: number;
  name: string;
  status: 0 | 1;
  sort: number;
  logo: string;
}
export interface AppGamePlatform {
  id: number;
  name: string;
  status: 0 | 1;
  sort: number;
}
export interface AppGameTag {
  id: number;
  name: string;
  sort: number;
}
export interface AppGame {
  id: number;
  name: string;
  gameTypeId: number;
  gameBrandId: number;
  gamePlatformId: number;
  gameTagIds: number[];
  img: string;
  status: 0 | 1;
  sort: number;
  tryIt: 0 | 1;
}
export interface CustomerServiceItem {
  id: number;
  /** 1: online service (web chat). */
  itemType: number;
  name: string;
  url: string;
  /** Licence key of the chat widget (itemType 1). */
  param1: string;
  /** Group of the chat widget (itemType 1). */
  param2: string;
  sort: number;
}
export interface SocialLoginConfig {
  facebook: { status: 0 | 1; appId: string; sdkUrl: string };
  google: { status: 0 | 1; clientId: string; sdkUrl: string };
  line: { status: 0 | 1; liffId: string; sdkUrl: string };
}

/** Server app config (spec section 3 "App config"). */
export interface AppConfig {
  /** Config version; `anonymous/appConfig` with the same `v` answers without the body. */
  v: number;
  accountLength: Range;
  usernameLength: Range;
  passwordLength: Range;
  smsCodeLength: Range;
  safeboxLength: Range;
  withdrawAccountLength: Range;
  mobileLength: Range;
  /** Country calling code shown before phone numbers, e.g. "63". */
  mobilePrefix: string;
  userRegisterCoin: number;
  /** Registration methods offered, first is the default. */
  registerType: LoginType[];
  /** 1: phone login and registration need an SMS one-time code. */
  otpStatus: 0 | 1;
  defaultLoginType: LoginType;
  minRechargeStatus: 0 | 1;
  /** SMS sends allowed per mobile per day. */
  smsCodeSendLimit: number;
  /** Seconds before the same mobile may be sent another code. */
  smsCodeInterval: number;
  gameListVersion: number;
  gameResourceUrl: string;
  appGameList: AppGame[];
  appGameTypeList: AppGameType[];
  appGameBrandList: AppGameBrand[];
  appGamePlatformList: AppGamePlatform[];
  appGameTagList: AppGameTag[];
  appVipMap: Record<string, { level: number; experience: number; betLimit: number; dailyAward: string; showType: number }>;
  appUserLevelConfigList: { level: number; betAmount: number }[];
  appRechargeTypeMap: Record<string, { id: number; name: string; sort: number; minAmount: number; minAmount2: number; isDefault: 0 | 1 }>;
  appRechargeItemMap: Record<string, { id: number; price: number; bonus: number }>;
  appRechargeTypeItemMap: Record<string, number[]>;
  appRechargeBankMap: Record<string, { id: number; name: string; code: string }>;
  bankConfig: { maxCards: number; withdrawMin: number; withdrawMax: number };
  inviteConfig: Record<string, unknown>;
  agent5Config: Record<string, unknown>;
  taskConfig: Record<string, unknown>;
  redPacketConfig: Record<string, unknown>;
  newYearConfig: Record<string, unknown>;
  christmasConfig: Record<string, unknown>;
  scratchCardConfig: Record<string, unknown>;
  diamondConfig: Record<string, unknown>;
  jackpotAwardConfigList: { id: number; type: number; propId: number; count: number; showNum: number }[];
  appPropConfigMap: Record<string, { propId: number; name: string; num: number }>;
  appGenericImgList: { uniqueKey: string; img: string }[];
  appCustomerServiceQueue: CustomerServiceItem[];
  maintenance: { status: 0 | 1 };
  h5: { downloadUrl: string };
  /** 1: show the age notice bottom sheet. */
  h5ClientMode: 0 | 1;
  clientConfig: { lobbyBonusAmount: number; tutorialVersion: number; email: string };
  feedbackConfig: { imagesLimit: number };
  socialLogin: SocialLoginConfig;
}

export interface AppTheme {
  themeName: string;
  themeDomian: string;
  /** JSON text of ThemeData; untrusted, validated by the client before use. */
  themeJsonData: string;
}

/** What `themeJsonData` may hold; anything else is ignored. */
export interface ThemeData {
  colors?: Partial<Record<'primary' | 'primaryText' | 'accent' | 'bg' | 'surface' | 'text' | 'muted' | 'danger' | 'success', string>>;
  logo?: string;
  title?: string;
}

export interface EventLogItem {
  eventName: string;
  /** Seconds since the epoch. */
  eventTime: number;
  eventUserId: number;
  channel: string;
  appId: string;
  version: string;
  eventInterfaceId: string;
  eventShowType: string;
  eventRoomId: string;
  eventFrom: string;
  eventInteractCount: number;
}

/** Fields every answer may carry. */
export interface Envelope {
  code?: number;
  errcode?: number;
  msg?: string;
}

export interface AuthResult extends Envelope {
  token: string;
  user: UserInfo;
}

/** Banner click kinds (spec section 2 "Banner and activity clicks"). */
export const ClickType = { internal: 1, startGame: 2, externalLink: 3 } as const;
export type ClickType = (typeof ClickType)[keyof typeof ClickType];

/** One activity of the activity state (`getActivityIds`). */
export interface ActivityInfo {
  /** Activity id from the spec's enumeration (VIP 8, FreeSign 36, LuckyJackpot 47 ...). */
  id: number;
  title: string;
  /** Banner image: a same-origin path or an https URL. */
  banner: string;
  sort: number;
  /** 1: shown as a popup once per session. */
  type: number;
  /** 20 opens the spin modal. */
  clickAction: number;
  clickType: ClickType;
  /** 0: guests are sent to login. */
  unloginShowStatus: 0 | 1;
  /** Overrides the activity-to-route map when set (internal path or https URL). */
  themeUrl: string;
  /** clickType 2: the game to start. */
  gameId: number;
  /** clickType 3: the external link (https only is followed). */
  linkUrl: string;
}

/** One settled round of a game (minor units). */
export interface BetRecordRow {
  id: number;
  gameId: number;
  gameName: string;
  betAmount: number;
  winAmount: number;
  /** Balance after the round settled. */
  balanceAfter: number;
  /** Milliseconds since the epoch. */
  createTime: number;
}

// ---- requests and responses, one pair per call ----

export interface CallTypes {
  preLogin: {
    req: { gameListVersion?: number; os?: string; deviceModel?: string; messagingToken?: string; phoneinfoJsonModel?: string; deviceId: string };
    /**
     * `user` when a valid token came with the call; code 401 when an invalid one did. When the
     * request's gameListVersion is the current one, `config.appGameList` is empty and
     * `gameListUnchanged` is true: the client keeps its cached list.
     */
    res: Envelope & {
      maintenance: { status: 0 | 1 };
      config: AppConfig;
      appCustomerServiceQueue: CustomerServiceItem[];
      user?: UserInfo;
      gameListUnchanged?: boolean;
    };
  };
  'anonymous/appConfig': {
    req: { v?: number };
    /** `config` is left out when `v` is already the current version. */
    res: Envelope & { v: number; maintenance: { status: 0 | 1 }; config?: AppConfig };
  };
  'anonymous/appTheme': { req: Record<string, never>; res: Envelope & { appTheme: AppTheme } };
  'anonymous/appThemePreview': { req: { themeViewId: string }; res: Envelope & { appTheme: AppTheme } };
  'anonymous/appEventLogClient': { req: { eventList: EventLogItem[] }; res: Envelope };
  /** Account login (type 2: `account`) or phone-with-password login (type 3: `mobile`). */
  accountLogin: { req: { account?: string; mobile?: string; password: string }; res: AuthResult };
  /** Phone login with a one-time code; registers the phone when it is new and registration allows. */
  accountLoginSms: { req: { mobile: string; smsCode: string; inviteCode?: string }; res: AuthResult };
  /** Account-and-password registration. */
  accountRegist: { req: { account: string; password: string; inviteCode?: string }; res: AuthResult };
  /** Phone registration: with `smsCode` when otpStatus is 1, with a password always. */
  accountRegist4: { req: { mobile: string; smsCode?: string; password: string; inviteCode?: string }; res: AuthResult };
  smsSend: { req: { mobile: string; purpose: SmsPurpose }; res: Envelope & { interval: number } };
  forgetPassword: { req: { mobile: string; smsCode: string; password: string }; res: Envelope };
  /** Sets the first password of a user that has none (phone-OTP or social sign-ups). */
  initPassword: { req: { password: string }; res: Envelope & { user: UserInfo } };
  /** Binds a phone (with a one-time code) to the logged-in user. */
  bindAccount: { req: { mobile: string; smsCode: string }; res: Envelope & { user: UserInfo } };
  facebookLogin: { req: { accessToken: string; userID: string; signedRequest?: string; expiresIn?: number; inviteCode?: string }; res: AuthResult };
  googleLogin: { req: { accessToken: string; inviteCode?: string }; res: AuthResult };
  lineLogin: { req: { accessToken: string; inviteCode?: string }; res: AuthResult };
  bindSocialAccount: { req: { type: SocialProvider; accessToken: string; userID?: string }; res: Envelope & { user: UserInfo } };
  refreshData: {
    req: Record<string, never>;
    res: Envelope & { coin: number; lottery: number; vip: number; vipExp: number; userLevel: number; bet: number; hasPassword: boolean };
  };
  getAfterLoginInfoWeb: {
    req: { version: string; os: string; deviceModel: string };
    res: Envelope & { appGameDataUser: { gameLikes: number[]; gameHistory: number[] }; inviteCode: string; aid: number; activityIds: number[] };
  };
  /** Revokes the token (ends the session server side). */
  logout: { req: Record<string, never>; res: Envelope };
  /** Activity state: banners and popups. Answers guests too. */
  getActivityIds: {
    req: Record<string, never>;
    res: Envelope & { activityMap: Record<string, ActivityInfo>; activityIds: number[]; hasTurntable: boolean; totalRecharge: number };
  };
  /** Opens a game session; `url` is the game page to frame (same origin for the sandbox's games). */
  startGame: {
    req: { gameId: number; tryIt?: 0 | 1; activityId?: number };
    res: Envelope & { url: string; gameId: number; tryIt: 0 | 1; gameHistory: number[] };
  };
  /** Closes the player's open game session; answers the settled balance. */
  exitGame: { req: { gameId: number }; res: Envelope & { coin: number } };
  /** Likes (like 1) or unlikes (like 0) a game; answers the player's liked ids, newest first. */
  gameLike: { req: { gameId: number; like: 0 | 1 }; res: Envelope & { gameLikeIds: number[] } };
  /** Heartbeat while a game is open (every 60 s, no timeout tip). */
  online: { req: { gameId: number }; res: Envelope };
  /** Settled rounds, newest first. Times in ms since the epoch. */
  betRecord: {
    req: { pageNum: number; pageSize: number; gameId?: number; startTime?: number; endTime?: number };
    res: Envelope & { list: BetRecordRow[]; pages: number; total: number };
  };
  /** Totals of settled rounds over a time range, overall and per game. */
  betRecordReport: {
    req: { startTime?: number; endTime?: number };
    res: Envelope & {
      rounds: number;
      betAmount: number;
      winAmount: number;
      byGame: { gameId: number; gameName: string; rounds: number; betAmount: number; winAmount: number }[];
    };
  };
}

export type CallName = keyof CallTypes;
export type CallRequest<K extends CallName> = CallTypes[K]['req'];
export type CallResponse<K extends CallName> = CallTypes[K]['res'];

export interface CallSpec {
  /** Public calls skip the 401 logout. */
  public: boolean;
  /** Calls that need no token at all (the sandbox answers them without a session). */
  anonymous: boolean;
}

const call = (spec: Partial<CallSpec> = {}): CallSpec => ({ public: false, anonymous: false, ...spec });

/** The call table. Keys are the path after `/app/v1/`. */
export const CALLS: { readonly [K in CallName]: CallSpec } = {
  preLogin: call({ public: true, anonymous: true }),
  'anonymous/appConfig': call({ public: true, anonymous: true }),
  'anonymous/appTheme': call({ public: true, anonymous: true }),
  'anonymous/appThemePreview': call({ public: true, anonymous: true }),
  'anonymous/appEventLogClient': call({ public: true, anonymous: true }),
  accountLogin: call({ anonymous: true }),
  accountLoginSms: call({ anonymous: true }),
  accountRegist: call({ anonymous: true }),
  accountRegist4: call({ anonymous: true }),
  smsSend: call({ anonymous: true }),
  forgetPassword: call({ anonymous: true }),
  initPassword: call(),
  bindAccount: call(),
  facebookLogin: call({ anonymous: true }),
  googleLogin: call({ anonymous: true }),
  lineLogin: call({ anonymous: true }),
  bindSocialAccount: call(),
  refreshData: call({ public: true }),
  getAfterLoginInfoWeb: call(),
  logout: call({ public: true }),
  getActivityIds: call({ public: true, anonymous: true }),
  startGame: call(),
  exitGame: call(),
  gameLike: call(),
  online: call(),
  betRecord: call(),
  betRecordReport: call(),
};

/** True when `name` is a call of the contract. */
export const isCallName = (name: string): name is CallName => Object.prototype.hasOwnProperty.call(CALLS, name);

/** Body fields the edge owns: it writes them, overwriting anything a client sent. */
export const OPERATOR_FIELDS = ['appId', 'channel', 'appVersion', 'appWebName'] as const;
/** Body fields the client owns: it sends them, the edge checks them. */
export const CLIENT_FIELDS = ['platform', 'clientReferrer'] as const;

export const APP_VERSION = '1.1.6';
export const CHANNEL = 'WEB';
export const REGION = 'ph';
/** Path prefix of every call. */
export const API_BASE = '/app/v1';
/** Edge path for `navigator.sendBeacon` event-log posts. */
export const BEACON_PATH = '/beacon';
/** Local storage key of the session token. */
export const TOKEN_KEY = 'access_token';

/** Calls the edge makes itself: the maintenance status for page loads, and beacon forwarding. */
export const EDGE_CALLS = {
  maintenanceStatus: 'anonymous/appConfig',
  eventLog: 'anonymous/appEventLogClient',
} as const satisfies Record<string, CallName>;

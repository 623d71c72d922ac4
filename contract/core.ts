// Start-up, app config, theme and the event log: what every page needs before anything else.
import type { BonusKind } from './bonus';
import type { FirstDepositConfig, RechargeTotalConfig } from './deposit-rewards';
import type { FollowChannelDef } from './follow';
import type { FundConfig } from './fund';
import type { CORE_SCHEMAS } from './core.schemas';
import type { LoginType, UserInfo } from './session';
import type { LoginBonus3Config, SignInConfig } from './sign-in';
import type { PointsConfig } from './points';
import type { LotteryConfig } from './lottery';
import type { ScratchCardConfig } from './scratch-card';
import type { DiamondConfig } from './diamond';
import type { Agent5Config, InviteConfig } from './invite';
import type { JackpotConfig } from './jackpot';
import type { AppGame, AppGameBrand, AppGamePlatform, AppGameTag, AppGameType } from './games';
import type { AccountKind, RechargeType } from './wallet';
import { callFactory, tableOf, type Range } from './call-row';

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
  /** 1: the VIP line, for VIP players only (getCustomerServices leaves it out for the others). */
  vip?: 0 | 1;
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
  /** `levelUpAward` (contract addition): hundredths paid once on reaching the level. */
  appVipMap: Record<string, { level: number; experience: number; betLimit: number; dailyAward: string; showType: number; levelUpAward?: number }>;
  appUserLevelConfigList: { level: number; betAmount: number }[];
  appRechargeTypeMap: Record<string, RechargeType>;
  appRechargeItemMap: Record<string, { id: number; price: number; bonus: number }>;
  appRechargeTypeItemMap: Record<string, number[]>;
  appRechargeBankMap: Record<string, { id: number; name: string; code: string; kind: AccountKind }>;
  bankConfig: { maxCards: number; withdrawMin: number; withdrawMax: number; withdrawDailyLimit: number };
  /** Turnover of each reward kind as a multiple of its amount (missing kinds: DEFAULT_BONUS_TURNOVER). Contract addition. */
  bonusTurnover?: Partial<Record<BonusKind, number>>;
  /**
   * Bet rebate rates (contract addition): basis points of settled valid bets paid back, by VIP
   * level then game type id (`{ "1": { "1": 30 } }`: 0.30% on type 1 at VIP 1). A missing level or
   * type pays 0; absent: no rebate.
   */
  rebateConfig?: { rates: Record<string, Record<string, number>> };
  /** The first-deposit offer's tiers (contract addition; none: no offer). */
  firstDepositConfig?: FirstDepositConfig;
  /** The accumulated-deposit tiers of /bonus/rebate (contract addition; none: nothing to claim). */
  rechargeTotalConfig?: RechargeTotalConfig;
  /** The invite programme (contract addition: shape; a stored config of another shape reads as DEFAULT_INVITE_CONFIG). */
  inviteConfig: InviteConfig;
  /** The agent programme (contract addition: shape; another shape reads as DEFAULT_AGENT5_CONFIG). */
  agent5Config: Agent5Config;
  taskConfig: Record<string, unknown>;
  /** Daily sign-in: the 7-day cycle's amounts and the VIP extra by level (contract addition; absent: DEFAULT_SIGN_IN_CONFIG). */
  signInConfig?: SignInConfig;
  /** The free login bonus's 3 days (contract addition; absent: DEFAULT_LOGIN_BONUS3_CONFIG). */
  loginBonus3Config?: LoginBonus3Config;
  /** The follow rewards' channels (contract addition); absent or status 0: none. */
  followConfig?: { status: 0 | 1; channels: FollowChannelDef[] };
  /** The weekly loss-relief fund (contract addition); absent: closed. */
  fundConfig?: FundConfig;
  /** Points from play and their exchange for bonus coins (contract addition; absent: DEFAULT_POINTS_CONFIG). */
  pointsConfig?: PointsConfig;
  /** The daily lottery: draw time, numbers, ticket types, prizes, coupons from play (contract addition; absent: DEFAULT_LOTTERY_CONFIG). */
  lotteryConfig?: LotteryConfig;
  redPacketConfig: Record<string, unknown>;
  newYearConfig: Record<string, unknown>;
  christmasConfig: Record<string, unknown>;
  /** Scratch card odds and add-up awards (contract addition; absent or an older shape: DEFAULT_SCRATCH_CARD_CONFIG). */
  scratchCardConfig?: ScratchCardConfig;
  /** Diamonds from deposits and the shop's items (contract addition; absent or an older shape: DEFAULT_DIAMOND_CONFIG). */
  diamondConfig?: DiamondConfig;
  jackpotAwardConfigList: { id: number; type: number; propId: number; count: number; showNum: number }[];
  /** The jackpot's odds, daily chance and pools (contract addition; absent: DEFAULT_JACKPOT_CONFIG). */
  jackpotConfig?: JackpotConfig;
  appPropConfigMap: Record<string, { propId: number; name: string; num: number }>;
  appGenericImgList: { uniqueKey: string; img: string }[];
  appCustomerServiceQueue: CustomerServiceItem[];
  maintenance: Maintenance;
  /**
   * downloadUrl: the Android app (an https link to the APK), or the download page; apkVersionCode
   * (a contract addition): the build of that APK, so the wrapper's /download offers an update when
   * its own build is older.
   */
  h5: { downloadUrl: string; apkVersionCode?: number };
  /** 1: show the age notice bottom sheet. */
  h5ClientMode: 0 | 1;
  clientConfig: { lobbyBonusAmount: number; tutorialVersion: number; email: string };
  feedbackConfig: { imagesLimit: number };
  socialLogin: SocialLoginConfig;
  /** Where a player finds help with gambling (shown on the responsible-gaming page); absent in configs made before it. */
  responsibleGaming?: { helplineName: string; helplineNumber: string };
  /** The licence line the footer shows (the operator's regulator and licence number); none: no line. */
  licenceLine?: string;
}

/**
 * The operator's maintenance switch. `endTime` (a contract addition): when the operator expects to
 * be open again, ms since the epoch; absent when it gave none. The maintenance page shows it.
 */
export interface Maintenance {
  status: 0 | 1;
  endTime?: number;
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

/**
 * What changed in the game list since version `from` (the one the client sent): games new or
 * changed, and ids of games gone. Bounded by GAME_LIST_DELTA_MAX (core.schemas.ts).
 */
export interface GameListDelta {
  from: number;
  upsert: AppGame[];
  remove: number[];
}

export interface CoreResponses {
  /**
   * `user` when a valid token came with the call; code 401 when an invalid one did. When the
   * request's gameListVersion is the current one, `config.appGameList` is empty and
   * `gameListUnchanged` is true: the client keeps its cached list. When it is an older one the
   * operator still knows, `config.appGameList` is empty and `gameListDelta` says what changed.
   */
  preLogin: {
    maintenance: Maintenance;
    config: AppConfig;
    appCustomerServiceQueue: CustomerServiceItem[];
    user?: UserInfo;
    gameListUnchanged?: boolean;
    gameListDelta?: GameListDelta;
  };
  /** `config` is left out when `v` is already the current version. */
  'anonymous/appConfig': { v: number; maintenance: Maintenance; config?: AppConfig };
  'anonymous/appTheme': { appTheme: AppTheme };
  'anonymous/appThemePreview': { appTheme: AppTheme };
  /** `dropped`: events over the operator's per-device cap, not stored (the call still succeeds). */
  'anonymous/appEventLogClient': { dropped: number };
}

const call = /*#__PURE__*/ callFactory<typeof CORE_SCHEMAS, CoreResponses>();

export const preLogin = /*#__PURE__*/ call('preLogin', { session: 'optional', on401: 'ignore' });
export const appConfig = /*#__PURE__*/ call('anonymous/appConfig', { session: 'none', on401: 'ignore' });
export const appTheme = /*#__PURE__*/ call('anonymous/appTheme', { session: 'none', on401: 'ignore' });
export const appThemePreview = /*#__PURE__*/ call('anonymous/appThemePreview', { session: 'none', on401: 'ignore' });
// Optional: the sandbox files a logged-in player's events under their id.
// Above the edge's 64 KiB beacon: the edge adds appId and channel to each of up to 100 events
// (at most 100 x 100 bytes), so a beacon the edge took is never refused here.
export const appEventLogClient = /*#__PURE__*/ call('anonymous/appEventLogClient', { session: 'optional', on401: 'ignore', maxBodyBytes: 80 * 1024 });

export const CORE_CALLS = /*#__PURE__*/ tableOf(preLogin, appConfig, appTheme, appThemePreview, appEventLogClient);

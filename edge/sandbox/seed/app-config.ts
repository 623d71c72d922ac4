// The app config a fresh sandbox starts with: every AppConfig field, with values a real operator
// in the Philippines might use. Names of brands and platforms are fictional.
import { LoginType } from '../../../contract/session';
import { DEFAULT_BONUS_TURNOVER } from '../../../contract/bonus';
import type { AppConfig } from '../../../contract/core';
import type { TaskDef } from '../../../contract/tasks';
import { DEFAULT_LOGIN_BONUS3_CONFIG, DEFAULT_SIGN_IN_CONFIG } from '../../../contract/sign-in';
import { DEFAULT_POINTS_CONFIG } from '../../../contract/points';
import { DEFAULT_LOTTERY_CONFIG } from '../../../contract/lottery';
import { DEFAULT_SCRATCH_CARD_CONFIG } from '../../../contract/scratch-card';
import { DEFAULT_DIAMOND_CONFIG } from '../../../contract/diamond';
import { DEFAULT_AGENT5_CONFIG, DEFAULT_INVITE_CONFIG } from '../../../contract/invite';
import { DEFAULT_JACKPOT_CONFIG } from '../../../contract/jackpot';
import { catalogueConfig } from './catalogue-upgrade';

/** VIP tasks: bigger rewards for VIP levels (listed on the VIP page). */
export const VIP_TASKS: TaskDef[] = [
  { id: 101, period: 'daily', goal: 'bet', target: 2_000 * 100, award: 20 * 100, vipLevel: 1 },
  { id: 102, period: 'weekly', goal: 'deposit', target: 1_000 * 100, award: 50 * 100, vipLevel: 2 },
  { id: 103, period: 'weekly', goal: 'bet', target: 20_000 * 100, award: 200 * 100, vipLevel: 3 },
];

/** The follow rewards' channels. */
const FOLLOW_CHANNELS: NonNullable<AppConfig['followConfig']>['channels'] = [
  { id: 'facebook', name: 'Casino PH on Facebook', url: 'https://www.facebook.com/', reward: 2 * 100 },
  { id: 'telegram', name: 'Casino PH on Telegram', url: 'https://t.me/', reward: 2 * 100 },
  { id: 'youtube', name: 'Casino PH on YouTube', url: 'https://www.youtube.com/', reward: 2 * 100 },
  { id: 'tiktok', name: 'Casino PH on TikTok', url: 'https://www.tiktok.com/', reward: 2 * 100 },
];

const vipMap = (): AppConfig['appVipMap'] => {
  const map: AppConfig['appVipMap'] = {};
  for (let level = 0; level <= 10; level++) {
    map[String(level)] = {
      level,
      // Experience in hundredths of pesos wagered; grows roughly geometrically.
      experience: level === 0 ? 0 : Math.round(1000 * 100 * 2.2 ** (level - 1)),
      betLimit: level * 50_000 * 100,
      dailyAward: JSON.stringify(level === 0 ? [] : [{ id: 2001, count: level * 500 }]),
      showType: Math.min(6, Math.max(1, Math.ceil(level / 2))),
      // ₱10 x level²: ₱10, ₱40, ₱90 ... ₱1,000 at VIP 10.
      levelUpAward: level === 0 ? 0 : level * level * 10 * 100,
    };
  }
  return map;
};

/**
 * Bet rebate in basis points by VIP level and game type: none at VIP 0; at VIP 1 0.30% on slots
 * and fishing, 0.20% on table games, 0.15% on live casino and sabong, rising with each level
 * (1.20% on slots at VIP 10).
 */
const rebateRates = (): Record<string, Record<string, number>> => {
  const rates: Record<string, Record<string, number>> = {};
  for (let level = 0; level <= 10; level++) {
    const step = level - 1;
    rates[String(level)] =
      level === 0 ? { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } : { '1': 30 + 10 * step, '2': 15 + 5 * step, '3': 30 + 10 * step, '4': 20 + 5 * step, '5': 15 + 5 * step };
  }
  return rates;
};

/** Spec section 5's deposit minimums (hundredths): before the first deposit, and after it. */
export const SPEC_MIN_AMOUNT = 100;
export const SPEC_MIN_AMOUNT2 = 10_000;
const INSTAPAY_MIN_AMOUNT = 500 * 100;

/** A fresh copy of the seed config at version `v`. */
export function seedAppConfig(v = 1): AppConfig {
  return {
    v,
    accountLength: { min: 6, max: 16 },
    usernameLength: { min: 2, max: 20 },
    passwordLength: { min: 6, max: 20 },
    smsCodeLength: { min: 6, max: 6 },
    safeboxLength: { min: 6, max: 6 },
    withdrawAccountLength: { min: 10, max: 20 },
    mobileLength: { min: 10, max: 10 },
    mobilePrefix: '63',
    userRegisterCoin: 1000,
    registerType: [LoginType.account, LoginType.phone],
    otpStatus: 1,
    defaultLoginType: LoginType.phone,
    minRechargeStatus: 1,
    smsCodeSendLimit: 5,
    smsCodeInterval: 60,
    gameListVersion: 1,
    ...catalogueConfig(),
    appVipMap: vipMap(),
    appUserLevelConfigList: Array.from({ length: 11 }, (_, level) => ({ level, betAmount: level * level * 10_000 * 100 })),
    appRechargeTypeMap: {
      // E-wallets cap a transfer at their own wallet limits; InstaPay at ₱50,000 a transfer. The
      // minimums are the spec's (section 5, in hundredths): 100 (₱1.00) before the first deposit,
      // 10000 (₱100.00) after it. A bank transfer costs the operator a fee, so InstaPay asks ₱500.
      '1': { id: 1, name: 'GCash', provider: 'gcash', sort: 1, minAmount: SPEC_MIN_AMOUNT, minAmount2: SPEC_MIN_AMOUNT2, maxAmount: 50_000 * 100, dailyLimit: 100_000 * 100, isDefault: 1 },
      '2': { id: 2, name: 'Maya', provider: 'maya', sort: 2, minAmount: SPEC_MIN_AMOUNT, minAmount2: SPEC_MIN_AMOUNT2, maxAmount: 50_000 * 100, dailyLimit: 100_000 * 100, isDefault: 0 },
      '3': { id: 3, name: 'QR Ph', provider: 'qrph', sort: 3, minAmount: SPEC_MIN_AMOUNT, minAmount2: SPEC_MIN_AMOUNT2, maxAmount: 30_000 * 100, dailyLimit: 50_000 * 100, isDefault: 0 },
      '4': { id: 4, name: 'Bank transfer (InstaPay)', provider: 'instapay', sort: 4, minAmount: INSTAPAY_MIN_AMOUNT, minAmount2: INSTAPAY_MIN_AMOUNT, maxAmount: 50_000 * 100, dailyLimit: 200_000 * 100, isDefault: 0 },
    },
    appRechargeItemMap: {
      '1': { id: 1, price: 100 * 100, bonus: 0 },
      '2': { id: 2, price: 300 * 100, bonus: 10 * 100 },
      '3': { id: 3, price: 500 * 100, bonus: 25 * 100 },
      '4': { id: 4, price: 1000 * 100, bonus: 60 * 100 },
      '5': { id: 5, price: 5000 * 100, bonus: 400 * 100 },
      '6': { id: 6, price: 10_000 * 100, bonus: 1000 * 100 },
    },
    appRechargeTypeItemMap: { '1': [1, 2, 3, 4, 5, 6], '2': [1, 2, 3, 4, 5], '3': [1, 2, 3, 4, 5], '4': [3, 4, 5, 6] },
    appRechargeBankMap: {
      '1': { id: 1, name: 'GCash', code: 'GCASH', kind: 'ewallet' },
      '2': { id: 2, name: 'Maya', code: 'PAYMAYA', kind: 'ewallet' },
      '3': { id: 3, name: 'BDO Unibank', code: 'BDO', kind: 'bank' },
      '4': { id: 4, name: 'Bank of the Philippine Islands', code: 'BPI', kind: 'bank' },
      '5': { id: 5, name: 'Metrobank', code: 'MBTC', kind: 'bank' },
      '6': { id: 6, name: 'UnionBank', code: 'UBP', kind: 'bank' },
      '7': { id: 7, name: 'LANDBANK', code: 'LBP', kind: 'bank' },
    },
    bankConfig: { maxCards: 3, withdrawMin: 100 * 100, withdrawMax: 50_000 * 100, withdrawDailyLimit: 100_000 * 100 },
    bonusTurnover: { ...DEFAULT_BONUS_TURNOVER },
    rebateConfig: { rates: rebateRates() },
    // The first paid deposit: ₱100 or more pays ₱20, ₱500 pays ₱120, ₱1,000 pays ₱300.
    firstDepositConfig: {
      status: 1,
      tiers: [
        { deposit: 100 * 100, bonus: 20 * 100 },
        { deposit: 500 * 100, bonus: 120 * 100 },
        { deposit: 1_000 * 100, bonus: 300 * 100 },
      ],
    },
    // Paid deposits in all: ₱1,000 pays ₱20, ₱5,000 pays ₱120, ₱20,000 pays ₱600, each once.
    rechargeTotalConfig: {
      status: 1,
      tiers: [
        { total: 1_000 * 100, bonus: 20 * 100 },
        { total: 5_000 * 100, bonus: 120 * 100 },
        { total: 20_000 * 100, bonus: 600 * 100 },
      ],
    },
    // A friend is a valid invite at ₱100 of paid deposits: ₱50 and a wheel spin to the inviter; the
    // team pays 0.50% / 0.20% / 0.10% of its settled real-money bets over three levels.
    inviteConfig: structuredClone(DEFAULT_INVITE_CONFIG),
    agent5Config: structuredClone(DEFAULT_AGENT5_CONFIG),
    taskConfig: {
      status: 1,
      dailyResetHour: 0,
      tasks: [
        { id: 1, period: 'daily', goal: 'bet', target: 100 * 100, award: 2 * 100 },
        { id: 2, period: 'daily', goal: 'bet', target: 1_000 * 100, award: 10 * 100 },
        { id: 3, period: 'daily', goal: 'deposit', target: 100 * 100, award: 3 * 100 },
        { id: 4, period: 'daily', goal: 'visit', target: 1, award: 1 * 100, route: 'vip' },
        { id: 5, period: 'once', goal: 'profile', target: 1, award: 5 * 100 },
        { id: 6, period: 'once', goal: 'kyc', target: 1, award: 20 * 100 },
        ...VIP_TASKS,
      ] satisfies TaskDef[],
    },
    // ₱1 to ₱15 over a 7-day cycle, ₱2 x VIP level on top; ₱2, ₱3, ₱5 on the first three login days.
    signInConfig: structuredClone(DEFAULT_SIGN_IN_CONFIG),
    loginBonus3Config: structuredClone(DEFAULT_LOGIN_BONUS3_CONFIG),
    followConfig: { status: 1, channels: FOLLOW_CHANNELS },
    fundConfig: { status: 1, ratePercent: 5, cap: 500 * 100, minLoss: 100 * 100 },
    pointsConfig: structuredClone(DEFAULT_POINTS_CONFIG),
    lotteryConfig: structuredClone(DEFAULT_LOTTERY_CONFIG),
    redPacketConfig: { status: 0 },
    newYearConfig: { status: 0 },
    christmasConfig: { status: 0 },
    scratchCardConfig: structuredClone(DEFAULT_SCRATCH_CARD_CONFIG),
    diamondConfig: structuredClone(DEFAULT_DIAMOND_CONFIG),
    jackpotAwardConfigList: [
      { id: 1, type: 2, propId: 50001, count: 1, showNum: 1 },
      { id: 2, type: 2, propId: 50002, count: 1, showNum: 1 },
      { id: 3, type: 2, propId: 50003, count: 1, showNum: 1 },
      { id: 4, type: 2, propId: 50004, count: 1, showNum: 1 },
      { id: 5, type: 1, propId: 2001, count: 500, showNum: 5 },
      { id: 6, type: 1, propId: 2002, count: 10, showNum: 10 },
      { id: 7, type: 1, propId: 110001, count: 1, showNum: 1 },
      { id: 8, type: 1, propId: 2001, count: 100, showNum: 1 },
      { id: 9, type: 1, propId: 60001, count: 5, showNum: 5 },
      { id: 10, type: 1, propId: 60001, count: 2, showNum: 2 },
    ],
    // The grid's odds (weights by cell id), the daily chance's rule and the four pools.
    jackpotConfig: structuredClone(DEFAULT_JACKPOT_CONFIG),
    appPropConfigMap: {
      '2001': { propId: 2001, name: 'Coin', num: 1 },
      '2002': { propId: 2002, name: 'Points', num: 1 },
      '4001': { propId: 4001, name: 'Liveness', num: 1 },
      '60001': { propId: 60001, name: 'Diamond', num: 1 },
      '1001': { propId: 1001, name: 'General coupon', num: 1 },
    },
    appGenericImgList: [
      { uniqueKey: 'home_banner_1', img: '/assets/banners/welcome.webp' },
      { uniqueKey: 'login_bg', img: '/assets/banners/login.webp' },
    ],
    appCustomerServiceQueue: [
      // The widget script is the sandbox's stand-in chat (same origin through the edge).
      { id: 1, itemType: 1, name: 'Online Service', url: '/sandbox/chat/widget.js', param1: 'sandbox-licence', param2: 'support', sort: 1 },
      { id: 3, itemType: 1, name: 'VIP Host', url: '/sandbox/chat/widget.js', param1: 'sandbox-licence', param2: 'vip', sort: 0, vip: 1 },
      { id: 2, itemType: 2, name: 'Facebook Page', url: 'https://www.facebook.com/', param1: '', param2: '', sort: 2 },
    ],
    maintenance: { status: 0 },
    h5: { downloadUrl: '/download' },
    h5ClientMode: 0,
    clientConfig: { lobbyBonusAmount: 100 * 100, tutorialVersion: 1, email: 'support@example.com' },
    feedbackConfig: { imagesLimit: 3 },
    // The National Center for Mental Health's crisis line (free, 24 hours); an operator sets its own.
    responsibleGaming: { helplineName: 'NCMH Crisis Hotline', helplineNumber: '1553' },
    licenceLine: 'Sandbox operator. Licensed and regulated by PAGCOR, licence no. SANDBOX-0001.',
    socialLogin: {
      facebook: { status: 1, appId: 'sandbox-fb-app', sdkUrl: '/sandbox/idp/facebook/sdk.js' },
      google: { status: 1, clientId: 'sandbox-google-client.apps.example', sdkUrl: '/sandbox/idp/google/sdk.js' },
      line: { status: 1, liffId: 'sandbox-line-liff', sdkUrl: '/sandbox/idp/line/sdk.js' },
    },
  };
}

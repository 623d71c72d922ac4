// What `POST /sandbox/dev/config` may change: the switches tests and operators need, each
// validated. Unknown keys are refused so a typo never silently does nothing.
import * as v from 'valibot';
import { DEFAULT_BONUS_TURNOVER, type BonusKind } from '../../../contract/bonus';
import { FOLLOW_CHANNEL_PATTERN } from '../../../contract/follow.schemas';

const range = v.pipe(
  v.strictObject({ min: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(64)), max: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(64)) }),
  v.check((r) => r.min <= r.max, 'min must not exceed max'),
);
const flag = v.picklist([0, 1]);
const loginType = v.picklist([1, 2, 3]);
const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const path = v.pipe(v.string(), v.maxLength(512), v.regex(/^(\/(?!\/)|https:\/\/)/, 'must be a relative path or https URL'));
const provider = <T extends v.ObjectEntries>(idField: T) => v.strictObject({ status: flag, sdkUrl: path, ...idField });

const diamondItems = v.pipe(v.array(v.strictObject({ id: int(1, 1_000), diamonds: int(1, 1_000_000), propId: int(1, 999_999), count: int(1, 100_000_000) })), v.maxLength(20));

export const configPatchSchema = v.strictObject({
  accountLength: v.optional(range),
  usernameLength: v.optional(range),
  passwordLength: v.optional(range),
  smsCodeLength: v.optional(v.pipe(range, v.check((r) => r.min >= 4 && r.max <= 8, 'sms codes are 4 to 8 digits'))),
  safeboxLength: v.optional(range),
  withdrawAccountLength: v.optional(range),
  mobilePrefix: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/))),
  userRegisterCoin: v.optional(int(0, 100_000_000)),
  registerType: v.optional(v.pipe(v.array(loginType), v.minLength(1), v.maxLength(3))),
  otpStatus: v.optional(flag),
  defaultLoginType: v.optional(loginType),
  minRechargeStatus: v.optional(flag),
  smsCodeSendLimit: v.optional(int(1, 1000)),
  smsCodeInterval: v.optional(int(0, 3600)),
  gameListVersion: v.optional(int(0, 1_000_000)),
  gameResourceUrl: v.optional(path),
  h5: v.optional(v.strictObject({ downloadUrl: path, apkVersionCode: v.optional(int(0, 2_100_000_000)) })),
  h5ClientMode: v.optional(flag),
  clientConfig: v.optional(v.strictObject({ lobbyBonusAmount: int(0, 100_000_000), tutorialVersion: int(0, 1000), email: v.pipe(v.string(), v.email()) })),
  feedbackConfig: v.optional(v.strictObject({ imagesLimit: int(0, 20) })),
  // Closing a game platform (status 0): its games and retrieveBalance treat it as closed.
  appGamePlatformList: v.optional(
    v.pipe(v.array(v.strictObject({ id: int(1, 1000), name: v.pipe(v.string(), v.minLength(1), v.maxLength(64)), status: flag, sort: int(0, 1000) })), v.maxLength(50)),
  ),
  bankConfig: v.optional(
    v.strictObject({ maxCards: int(1, 20), withdrawMin: int(1, 100_000_000), withdrawMax: int(1, 1_000_000_000), withdrawDailyLimit: int(1, 1_000_000_000) }),
  ),
  // Turnover of each reward kind, as a multiple of the reward (0: cash at once).
  bonusTurnover: v.optional(v.strictObject(Object.fromEntries(Object.keys(DEFAULT_BONUS_TURNOVER).map((kind) => [kind, v.optional(int(0, 100))])) as Record<BonusKind, v.OptionalSchema<ReturnType<typeof int>, undefined>>)),
  // Bet rebate rates: basis points (0 to 10000) by VIP level, then game type id.
  rebateConfig: v.optional(v.strictObject({ rates: v.record(v.pipe(v.string(), v.regex(/^\d{1,3}$/)), v.record(v.pipe(v.string(), v.regex(/^\d{1,7}$/)), int(0, 10_000))) })),
  // Daily sign-in: 1 to 14 days' amounts (7 in the seed) and the VIP extra by level; the login bonus's days.
  signInConfig: v.optional(
    v.strictObject({
      status: v.optional(flag),
      days: v.pipe(v.array(int(1, 100_000_000)), v.minLength(1), v.maxLength(14)),
      vipAward: v.record(v.pipe(v.string(), v.regex(/^\d{1,2}$/)), int(0, 100_000_000)),
    }),
  ),
  loginBonus3Config: v.optional(v.strictObject({ status: v.optional(flag), days: v.pipe(v.array(int(1, 100_000_000)), v.minLength(1), v.maxLength(7)) })),
  // The deposit rewards' tiers (hundredths): switched off with status 0.
  firstDepositConfig: v.optional(v.strictObject({ status: flag, tiers: v.pipe(v.array(v.strictObject({ deposit: int(1, 1_000_000_000), bonus: int(1, 100_000_000) })), v.maxLength(20)) })),
  rechargeTotalConfig: v.optional(v.strictObject({ status: flag, tiers: v.pipe(v.array(v.strictObject({ total: int(1, 1_000_000_000_000), bonus: int(1, 100_000_000) })), v.maxLength(20)) })),
  // The follow rewards' channels and the weekly fund.
  followConfig: v.optional(
    v.strictObject({
      status: flag,
      channels: v.pipe(
        v.array(
          v.strictObject({
            id: v.pipe(v.string(), v.regex(FOLLOW_CHANNEL_PATTERN)),
            name: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
            url: v.pipe(v.string(), v.maxLength(512), v.regex(/^https:\/\/[^\s]+$/, 'must be an https URL')),
            reward: int(1, 100_000_000),
          }),
        ),
        v.maxLength(20),
      ),
    }),
  ),
  // Points: bets per point and the exchange options (points for bonus coins).
  pointsConfig: v.optional(
    v.strictObject({
      status: flag,
      betPerPoint: int(1, 100_000_000),
      options: v.pipe(v.array(v.strictObject({ id: int(1, 1_000), points: int(1, 100_000_000), coin: int(1, 100_000_000) })), v.maxLength(20)),
    }),
  ),
  // The lottery: draw time, numbers, ticket types (lottery prop ids, lottery coupons), prizes, coupons from play.
  lotteryConfig: v.optional(
    v.pipe(
      v.strictObject({
        status: flag,
        drawMinute: int(0, 24 * 60 - 1),
        pool: int(2, 99),
        picks: int(1, 10),
        products: v.pipe(
          v.array(v.strictObject({ id: int(80001, 80003), couponPropId: int(110001, 110005), coupons: int(1, 1_000), quickPick: v.boolean(), lines: int(1, 20) })),
          v.minLength(1),
          v.maxLength(3),
        ),
        prizes: v.pipe(v.array(v.strictObject({ matches: int(0, 10), coin: int(0, 100_000_000), propId: v.pipe(int(0, 110_005), v.check((id) => id === 0 || id >= 110_001, 'a prize prop is a lottery coupon (110001-110005) or 0')), count: int(0, 1_000) })), v.maxLength(11)),
        betPerCoupon: int(0, 100_000_000),
        earnPropId: int(110001, 110005),
        dailyCouponCap: int(0, 1_000),
      }),
      v.check((lottery) => lottery.picks < lottery.pool, 'picks must be fewer than the pool'),
    ),
  ),
  // Scratch card odds (weights) and add-up awards; the diamond shop's deposit rate and items.
  scratchCardConfig: v.optional(
    v.strictObject({
      status: flag,
      prizes: v.pipe(v.array(v.strictObject({ id: int(1, 1_000), weight: int(0, 1_000_000), propId: int(1, 999_999), count: int(1, 100_000_000) })), v.minLength(1), v.maxLength(20), v.check((prizes) => prizes.some((p) => p.weight > 0), 'at least one prize must have a weight')),
      addup: v.pipe(v.array(v.strictObject({ id: int(1, 1_000), cards: int(1, 100_000), propId: int(1, 999_999), count: int(1, 100_000_000) })), v.maxLength(20)),
    }),
  ),
  diamondConfig: v.optional(
    v.strictObject({
      status: flag,
      depositPerDiamond: int(1, 100_000_000),
      coin: diamondItems,
      goods: diamondItems,
      scratchcard: diamondItems,
    }),
  ),
  // The invite programme (valid invite, its reward, the wheel) and the agent programme (levels in basis points).
  inviteConfig: v.optional(
    v.strictObject({
      status: flag,
      validDeposit: int(1, 1_000_000_000),
      rewardPerInvite: int(0, 100_000_000),
      spinsPerInvite: int(0, 100),
      freeSpins: int(0, 100),
      spinPrizes: v.pipe(
        v.array(v.strictObject({ id: int(1, 1_000), amount: int(1, 100_000_000), weight: int(0, 1_000_000) })),
        v.minLength(1),
        v.maxLength(12),
        v.check((prizes) => prizes.some((p) => p.weight > 0), 'some prize must have a weight'),
      ),
      exchangeThreshold: int(1, 1_000_000_000),
      giftGoal: int(0, 100_000),
      giftLink: path,
    }),
  ),
  agent5Config: v.optional(
    v.strictObject({
      status: flag,
      levels: v.pipe(v.array(v.strictObject({ level: int(1, 5), rateBp: int(0, 10_000) })), v.maxLength(5)),
      minClaim: int(1, 100_000_000),
    }),
  ),
  // The jackpot: its switch, the daily chance's minimums, the odds by cell id (at least one above 0)
  // and the pools (tier prop ids 50001-50004).
  jackpotConfig: v.optional(
    v.strictObject({
      status: flag,
      minDeposit: int(0, 1_000_000_000),
      minBet: int(0, 1_000_000_000),
      weights: v.pipe(
        v.record(v.pipe(v.string(), v.regex(/^\d{1,4}$/)), int(0, 1_000_000_000)),
        v.check((weights) => Object.values(weights).some((weight) => weight > 0), 'at least one cell needs a weight'),
      ),
      pools: v.pipe(
        v.array(v.strictObject({ propId: v.picklist([50001, 50002, 50003, 50004]), seed: int(1, 10_000_000_000), shareBp: int(0, 10_000), payoutPercent: int(1, 100) })),
        v.maxLength(4),
      ),
      spreadBp: int(0, 10_000),
    }),
  ),
  jackpotAwardConfigList: v.optional(
    v.pipe(
      v.array(v.strictObject({ id: int(1, 9_999), type: v.picklist([1, 2]), propId: int(1, 999_999), count: int(1, 100_000_000), showNum: int(0, 100_000_000) })),
      v.length(10, 'the grid has 10 cells'),
    ),
  ),
  fundConfig: v.optional(v.strictObject({ status: flag, ratePercent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)), cap: int(0, 1_000_000_000), minLoss: int(0, 1_000_000_000) })),
  socialLogin: v.optional(
    v.strictObject({
      facebook: provider({ appId: v.pipe(v.string(), v.maxLength(128)) }),
      google: provider({ clientId: v.pipe(v.string(), v.maxLength(256)) }),
      line: provider({ liffId: v.pipe(v.string(), v.maxLength(128)) }),
    }),
  ),
});

// The VIP rewards of a player: the levels of appVipMap with what each pays (once on reaching it,
// and daily at the player's level), which are claimable, and the claims themselves, each a bonus
// grant whose claim key makes it once only: `vip-level:<level>` and `vip-daily:<Manila day>`.
import type { AppConfig } from '../../../contract/core';
import { COIN_PROP_ID, type Award } from '../../../contract/mail';
import { VipErrorCode, type VipClaim, type VipInfo, type VipLevelView } from '../../../contract/vip';
import { grantBonus, grantedClaims } from '../bonus/service';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import { manilaDate } from '../lib/money-text';
import { findUserById } from '../users/service';

type VipConfig = Pick<AppConfig, 'appVipMap' | 'bonusTurnover'>;

const levelKey = (level: number) => `vip-level:${level}`;
const dailyKey = (now: number) => `vip-daily:${manilaDate(now)}`;

/** The daily award list of a level; a malformed one pays nothing. */
function dailyAwards(json: string): Award[] {
  try {
    const list = JSON.parse(json) as unknown;
    if (!Array.isArray(list)) return [];
    return list
      .map((item: { id?: unknown; propId?: unknown; count?: unknown }) => ({ propId: Number(item.propId ?? item.id), count: Number(item.count) }))
      .filter((award) => Number.isSafeInteger(award.propId) && Number.isSafeInteger(award.count) && award.count > 0);
  } catch {
    return [];
  }
}

const sortedLevels = (config: VipConfig) => Object.values(config.appVipMap).sort((a, b) => a.level - b.level);
const coinsOf = (awards: Award[]) => awards.filter((award) => award.propId === COIN_PROP_ID).reduce((sum, award) => sum + award.count, 0);

/** The player's VIP page: levels with their level-up state, and today's daily award (the VIP tasks come from the tasks domain). */
export function vipInfo(db: SandboxDb, config: VipConfig, userId: number, now: number): Omit<VipInfo, 'tasks'> {
  const user = findUserById(db, userId);
  const vip = user?.vip ?? 0;
  const levels = sortedLevels(config);
  const claimed = grantedClaims(db, userId, [...levels.map((l) => levelKey(l.level)), dailyKey(now)]);
  const views: VipLevelView[] = levels.map((l) => {
    const levelUpAward = l.levelUpAward ?? 0;
    const levelUp = claimed.has(levelKey(l.level)) ? 'claimed' : l.level >= 1 && l.level <= vip && levelUpAward > 0 ? 'claimable' : 'locked';
    return { level: l.level, experience: l.experience, betLimit: l.betLimit, showType: l.showType, levelUpAward, dailyAward: dailyAwards(l.dailyAward), levelUp };
  });
  const today = dailyAwards(config.appVipMap[String(vip)]?.dailyAward ?? '[]');
  const daily = { awards: today, status: vip < 1 || coinsOf(today) <= 0 ? ('none' as const) : claimed.has(dailyKey(now)) ? ('claimed' as const) : ('claimable' as const) };
  return { vip, vipExp: user?.vip_exp ?? 0, levels: views, daily };
}

/** True when a level-up or today's daily award waits (the award flags' `vip`). */
export function hasVipReward(db: SandboxDb, config: VipConfig, userId: number, now: number): boolean {
  const info = vipInfo(db, config, userId, now);
  return info.daily.status === 'claimable' || info.levels.some((level) => level.levelUp === 'claimable');
}

function claim(db: SandboxDb, config: VipConfig, userId: number, kind: 'vip_level' | 'vip_daily', claimKey: string, awards: Award[], now: number): VipClaim {
  const amount = coinsOf(awards);
  const grant = grantBonus(db, config, { userId, kind, claimKey, amount, now });
  if (!grant.granted) throw new CallFailure(VipErrorCode.alreadyClaimed, 'You already claimed this reward');
  return { awards, coin: grant.coin, bonusStatus: grant.status };
}

/** Pays the level-up reward of `level` once, to a player who has reached it. */
export function claimLevelUp(db: SandboxDb, config: VipConfig, userId: number, level: number, now: number): VipClaim {
  const vip = findUserById(db, userId)?.vip ?? 0;
  if (level > vip) throw new CallFailure(VipErrorCode.levelNotReached, `Reach VIP ${level} to claim its reward`);
  const amount = config.appVipMap[String(level)]?.levelUpAward ?? 0;
  if (amount <= 0) throw new CallFailure(VipErrorCode.nothingToClaim, `VIP ${level} has no level-up reward`);
  return claim(db, config, userId, 'vip_level', levelKey(level), [{ propId: COIN_PROP_ID, count: amount }], now);
}

/** Pays today's (Manila day) daily award of the player's level once. */
export function claimDaily(db: SandboxDb, config: VipConfig, userId: number, now: number): VipClaim {
  const vip = findUserById(db, userId)?.vip ?? 0;
  if (vip < 1) throw new CallFailure(VipErrorCode.levelNotReached, 'Reach VIP 1 to get a daily award');
  const awards = dailyAwards(config.appVipMap[String(vip)]?.dailyAward ?? '[]').filter((award) => award.propId === COIN_PROP_ID);
  if (coinsOf(awards) <= 0) throw new CallFailure(VipErrorCode.nothingToClaim, `VIP ${vip} has no daily award`);
  return claim(db, config, userId, 'vip_daily', dailyKey(now), awards, now);
}

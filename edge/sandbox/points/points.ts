// Points: what the page shows, the settlement hook that earns them, and an exchange for bonus
// coins (one IMMEDIATE transaction: the points leave, the bonus grant pays, the request is recorded,
// so a repeated or concurrent request never pays twice or spends twice).
import type { AppConfig } from '../../../contract/core';
import { COIN_PROP_ID } from '../../../contract/mail';
import { DEFAULT_POINTS_CONFIG, PointsErrorCode, type PointsConfig, type PointsInfo, type PointsResponses } from '../../../contract/points';
import { grantBonus, grantByClaim } from '../bonus/service';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import type { SettlementHook } from '../hooks';
import { findUserById } from '../users/service';
import { earnPoints, findExchange, pointsAccount, recordExchange, spendPoints } from './points-store';

const configOf = (config: Pick<AppConfig, 'pointsConfig'>): PointsConfig => config.pointsConfig ?? DEFAULT_POINTS_CONFIG;
const usable = (points: PointsConfig) => points.status === 1 && Number.isSafeInteger(points.betPerPoint) && points.betPerPoint > 0;

/** The page's data; a guest's balance is 0. */
export function pointsInfo(db: SandboxDb, config: Pick<AppConfig, 'pointsConfig'>, userId: number | null): PointsInfo {
  const points = configOf(config);
  const account = userId === null ? { balance: 0, earned: 0, carry: 0 } : pointsAccount(db, userId);
  const open = usable(points);
  return { open, balance: account.balance, earned: account.earned, betPerPoint: points.betPerPoint, toNext: open ? points.betPerPoint - account.carry : 0, options: points.options };
}

/** Every real-money bet earns points (nothing while points are closed). */
export const pointsHook: SettlementHook = ({ db, config, userId, betAmount }) => {
  const points = configOf(config);
  if (usable(points) && betAmount > 0) earnPoints(db, userId, betAmount, points.betPerPoint);
};

type Exchange = PointsResponses['pointsExchange'];

/** Exchanges option `optionId` once per `requestId`: the same request answers the same result. */
export function exchangePoints(db: SandboxDb, config: Pick<AppConfig, 'pointsConfig' | 'bonusTurnover'>, userId: number, optionId: number, requestId: string, now: number): Exchange {
  return db.transaction((): Exchange => {
    const claimKey = `points:${requestId}`;
    const done = findExchange(db, userId, requestId);
    if (done) {
      const grant = grantByClaim(db, userId, claimKey);
      return { awards: [{ propId: COIN_PROP_ID, count: done.coin }], coin: findUserById(db, userId)?.coin ?? 0, bonusStatus: grant?.status === 'pending' ? 'pending' : grant?.status === 'locked' ? 'locked' : 'released', balance: pointsAccount(db, userId).balance };
    }
    const points = configOf(config);
    if (!usable(points)) throw new CallFailure(PointsErrorCode.closed, 'Points are closed');
    const option = points.options.find((o) => o.id === optionId);
    if (!option) throw new CallFailure(PointsErrorCode.unknownOption, 'No such exchange');
    if (!spendPoints(db, userId, option.points)) throw new CallFailure(PointsErrorCode.notEnough, `This exchange needs ${option.points} points`, { balance: pointsAccount(db, userId).balance });
    recordExchange(db, userId, requestId, { optionId, points: option.points, coin: option.coin }, now);
    const grant = grantBonus(db, config, { userId, kind: 'points', claimKey, amount: option.coin, ref: claimKey, now });
    if (!grant.granted) throw new Error('a points exchange was granted twice');
    return { awards: [{ propId: COIN_PROP_ID, count: option.coin }], coin: grant.coin, bonusStatus: grant.status, balance: pointsAccount(db, userId).balance };
  }).immediate();
}

// Points (spec §2 /points, prop 2002): earned by real-money play, a point for every `betPerPoint`
// wagered (the rest carries to the next bet), and exchanged for bonus coins at the operator's
// prices. Contract additions: the spec names the page and the prop, no call.
import type { POINTS_SCHEMAS } from './points.schemas';
import { callFactory, tableOf } from './call-row';

export interface PointsOption {
  id: number;
  /** Points it costs. */
  points: number;
  /** Bonus coins it pays (hundredths). */
  coin: number;
}

export interface PointsConfig {
  /** 0 closes earning and exchanges. */
  status: 0 | 1;
  /** Hundredths of real-money bets that earn one point. */
  betPerPoint: number;
  options: PointsOption[];
}

/** The seed's: a point for every ₱10 bet; 100 points for ₱1, 500 for ₱6, 2,000 for ₱26. */
export const DEFAULT_POINTS_CONFIG: PointsConfig = {
  status: 1,
  betPerPoint: 1_000,
  options: [
    { id: 1, points: 100, coin: 100 },
    { id: 2, points: 500, coin: 600 },
    { id: 3, points: 2_000, coin: 2_600 },
  ],
};

export const PointsErrorCode = {
  /** Points are switched off. */
  closed: 2081,
  /** No such exchange option. */
  unknownOption: 2082,
  /** The balance is short of the option's price. */
  notEnough: 2083,
} as const;

export interface PointsInfo {
  open: boolean;
  /** The player's points (0 for a guest). */
  balance: number;
  /** Points earned in all. */
  earned: number;
  betPerPoint: number;
  /** Hundredths still to bet for the next point. */
  toNext: number;
  options: PointsOption[];
}

export interface PointsResponses {
  pointsInfo: PointsInfo;
  /** The same answer again for a repeated `requestId`. */
  pointsExchange: { awards: { propId: number; count: number }[]; coin: number; bonusStatus: 'pending' | 'locked' | 'released'; balance: number };
}

const call = /*#__PURE__*/ callFactory<typeof POINTS_SCHEMAS, PointsResponses>();

export const pointsInfo = /*#__PURE__*/ call('pointsInfo', { session: 'optional' });
export const pointsExchange = /*#__PURE__*/ call('pointsExchange');

export const POINTS_CALLS = /*#__PURE__*/ tableOf(pointsInfo, pointsExchange);

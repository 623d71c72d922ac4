// The responsible-gaming page's state: the player's limits, net spend and reality-check interval
// (one query), and the actions that change them. The server decides whether a change applies at
// once or after the cooling period; the page shows what it answered.
import { call } from '../../api/http';
import type { LimitKind, LimitPeriod, RealityCheckMinutes, RestrictionDuration, RestrictionKind } from '../../../contract/limits-enums';
import * as limitsCalls from '../../../contract/limits';
import { query } from '../../stores/server-state';
import { $token } from '../../stores/session';

export const $selfLimits = query($token, () => call(limitsCalls.getSelfLimits, {}));

/** Sets (amount in minor units) or removes (null) one limit; answers whether it applied now or when it will. */
export async function changeLimit(kind: LimitKind, period: LimitPeriod, amount: number | null) {
  const answer = await call(limitsCalls.setSelfLimit, { kind, period, amount });
  const { change, effectiveAt, ...info } = answer;
  $selfLimits.mutate(() => info);
  return { change, effectiveAt };
}

export async function changeRealityCheck(minutes: RealityCheckMinutes): Promise<void> {
  const answer = await call(limitsCalls.setRealityCheck, { minutes });
  $selfLimits.mutate((data) => data && { ...data, realityCheckMinutes: answer.realityCheckMinutes });
}

/** Starts a break or an exclusion; the server ends every session of the player, this one too. */
export const startRestriction = (kind: RestrictionKind, duration: RestrictionDuration, password?: string) =>
  call(limitsCalls.startPlayBreak, { kind, duration, ...(password ? { password } : {}) });

// The responsible-gaming page's state: the player's limits, net spend and reality-check interval
// (one query), and the mutations that change them. The server decides whether a change applies at
// once or after the cooling period; the page shows what it answered.
import { call } from '../../api/http';
import type { LimitKind, LimitPeriod, RealityCheckMinutes, RestrictionDuration, RestrictionKind } from '../../../contract/limits-enums';
import * as limitsCalls from '../../../contract/limits';
import { query } from '../../stores/server-state';
import { mutation } from '../../stores/server-state-mutation';
import { mutationFamily } from '../../stores/server-state-mutation-family';
import { $token } from '../../stores/session';

export const $selfLimits = query($token, () => call(limitsCalls.getSelfLimits, {}));

// One mutation per limit (a kind over a period): each row shows its own saving and answer.
const limitChanges = mutationFamily((_row: string) =>
  mutation($token, async ({ kind, period, amount }: { kind: LimitKind; period: LimitPeriod; amount: number | null }) => {
    const { change, effectiveAt, ...info } = await call(limitsCalls.setSelfLimit, { kind, period, amount });
    $selfLimits.mutate(() => info);
    return { change, effectiveAt };
  }),
);

/** Sets (amount in minor units) or removes (null) one limit; answers whether it applied now or when it will. */
export const limitChange = (kind: LimitKind, period: LimitPeriod) => limitChanges(`${kind}-${period}`);

export const $changeRealityCheck = mutation($token, (minutes: RealityCheckMinutes) => call(limitsCalls.setRealityCheck, { minutes }), {
  done: (answer) => $selfLimits.mutate((data) => data && { ...data, realityCheckMinutes: answer.realityCheckMinutes }),
});

/** Starts a break or an exclusion (one mutation per kind); the server ends every session of the player, this one too. */
export const restrictionStart = mutationFamily((kind: RestrictionKind) =>
  mutation($token, ({ duration, password }: { duration: RestrictionDuration; password?: string }) =>
    call(limitsCalls.startPlayBreak, { kind, duration, ...(password ? { password } : {}) }),
  ),
);

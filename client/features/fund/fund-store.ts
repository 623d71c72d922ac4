// The fund page's data (fundInfo) and its claim: last week's fund, once (the reward modal says it
// is bonus money held by its turnover).
import { call } from '../../api/http';
import * as fundCalls from '../../../contract/fund';
import { showClaimedReward } from '../../stores/reward-claim';
import { query } from '../../stores/server-state';
import { mutation } from '../../stores/server-state-mutation';
import { $token } from '../../stores/session';

/** Last week's and this week's net loss, and what each pays. */
export const $fundInfo = query($token, () => call(fundCalls.fundInfo, {}));

/** Claims last week's fund. */
export const $claimFund = mutation($token, () => call(fundCalls.fundReceive, {}), { done: showClaimedReward, refreshes: [$fundInfo] });

// The sign-in page's data (signInInfo, loginBonus3User) and its three claims: today's sign-in, the
// VIP extra and a login-bonus day. A claim shows the reward modal (saying when it waits for a
// first deposit), reloads the award flags and its card; everything resets with the session.
import { call } from '../../api/http';
import * as signInCalls from '../../../contract/sign-in';
import { showClaimedReward } from '../../stores/reward-claim';
import { query } from '../../stores/server-state';
import { mutation } from '../../stores/server-state-mutation';
import { $token } from '../../stores/session';

/** The cycle, today's place in it and the VIP extra (nothing for guests). */
export const $signInInfo = query($token, () => call(signInCalls.signInInfo, {}));

/** The free login bonus's days (nothing for guests). */
export const $loginBonus = query($token, () => call(signInCalls.loginBonus3User, {}));

/** Signs in for today. */
export const $signInToday = mutation($token, () => call(signInCalls.signIn, {}), { done: showClaimedReward, refreshes: [$signInInfo] });

/** Claims today's VIP extra. */
export const $claimVipSignIn = mutation($token, () => call(signInCalls.appVipUserReceiveSignInAward, {}), { done: showClaimedReward, refreshes: [$signInInfo] });

/** Claims today's login-bonus day. */
export const $claimLoginBonus = mutation($token, () => call(signInCalls.loginBonus3UserReceive, {}), { done: showClaimedReward, refreshes: [$loginBonus] });

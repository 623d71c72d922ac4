// The whole call table, for the edge's allowlist and the sandbox's registry. The client never
// imports this file: each chunk imports only the domain files whose calls it makes.
import { ACTIVITIES_CALLS } from './activities';
import { AUTH_CALLS } from './auth';
import type { RowRequest, RowResponse } from './call-row';
import { CORE_CALLS } from './core';
import { GAMES_CALLS } from './games';
import { KYC_CALLS } from './kyc';
import { LIMITS_CALLS } from './limits';
import { AWARDS_CALLS } from './awards';
import { FEEDBACK_CALLS } from './feedback';
import { MAIL_CALLS } from './mail';
import { NOTICES_CALLS } from './notices';
import { SERVICE_CALLS } from './service';
import { MEMBER_CALLS } from './member';
import { RECORDS_CALLS } from './records';
import { SESSION_CALLS } from './session';
import { WALLET_CALLS } from './wallet';
import { VIP_CALLS } from './vip';
import { TASKS_CALLS } from './tasks';
import { BONUS_CALLS } from './bonus';
import { REBATE_CALLS } from './rebate';
import { SIGN_IN_CALLS } from './sign-in';
import { DEPOSIT_REWARDS_CALLS } from './deposit-rewards';
import { FOLLOW_CALLS } from './follow';
import { FUND_CALLS } from './fund';
import { POINTS_CALLS } from './points';
import { SLOTS_HACK_CALLS } from './slots-hack';

export const CALLS = { ...CORE_CALLS, ...AUTH_CALLS, ...SESSION_CALLS, ...ACTIVITIES_CALLS, ...GAMES_CALLS, ...RECORDS_CALLS, ...KYC_CALLS, ...WALLET_CALLS, ...MAIL_CALLS, ...NOTICES_CALLS, ...AWARDS_CALLS, ...SERVICE_CALLS, ...FEEDBACK_CALLS, ...LIMITS_CALLS, ...MEMBER_CALLS, ...VIP_CALLS, ...TASKS_CALLS, ...BONUS_CALLS, ...REBATE_CALLS, ...SIGN_IN_CALLS, ...DEPOSIT_REWARDS_CALLS, ...FOLLOW_CALLS, ...FUND_CALLS, ...POINTS_CALLS, ...SLOTS_HACK_CALLS, ...LOTTERY_CALLS, ...SCRATCH_CALLS, ...DIAMOND_CALLS, ...INVITE_CALLS, ...JACKPOT_CALLS };
import { LOTTERY_CALLS } from './lottery';

import { SCRATCH_CALLS } from './scratch-card';
import { DIAMOND_CALLS } from './diamond';

import { INVITE_CALLS } from './invite';

import { JACKPOT_CALLS } from './jackpot';


type Calls = typeof CALLS;
export type CallName = keyof Calls;
export type CallRequest<K extends CallName> = RowRequest<Calls[K]>;
export type CallResponse<K extends CallName> = RowResponse<Calls[K]>;

/** True when `name` is a call of the contract. */
export const isCallName = (name: string): name is CallName => Object.prototype.hasOwnProperty.call(CALLS, name);

/** Calls the edge makes itself: the maintenance status for page loads, beacon forwarding, and the guest banners for the first banner's preload hint. */
export const EDGE_CALLS = {
  maintenanceStatus: CORE_CALLS['anonymous/appConfig'].name,
  eventLog: CORE_CALLS['anonymous/appEventLogClient'].name,
  activityState: ACTIVITIES_CALLS.getActivityIds.name,
  theme: CORE_CALLS['anonymous/appTheme'].name,
} as const satisfies Record<string, CallName>;

// Every call's request schema, for the sandbox (server side only). A call without a schema, or a
// schema without a call, fails typecheck.
import type * as v from 'valibot';
import type { CallName, CallRequest } from './all';
import { ACTIVITIES_SCHEMAS } from './activities.schemas';
import { AUTH_SCHEMAS } from './auth.schemas';
import { CORE_SCHEMAS } from './core.schemas';
import { GAMES_SCHEMAS } from './games.schemas';
import { KYC_SCHEMAS } from './kyc.schemas';
import { LIMITS_SCHEMAS } from './limits.schemas';
import { AWARDS_SCHEMAS } from './awards.schemas';
import { FEEDBACK_SCHEMAS } from './feedback.schemas';
import { MAIL_SCHEMAS } from './mail.schemas';
import { NOTICES_SCHEMAS } from './notices.schemas';
import { VIP_SCHEMAS } from './vip.schemas';
import { TASKS_SCHEMAS } from './tasks.schemas';
import { BONUS_SCHEMAS } from './bonus.schemas';
import { REBATE_SCHEMAS } from './rebate.schemas';
import { SIGN_IN_SCHEMAS } from './sign-in.schemas';
import { DEPOSIT_REWARDS_SCHEMAS } from './deposit-rewards.schemas';
import { FOLLOW_SCHEMAS } from './follow.schemas';
import { FUND_SCHEMAS } from './fund.schemas';
import { POINTS_SCHEMAS } from './points.schemas';
import { LOTTERY_SCHEMAS } from './lottery.schemas';
import { SCRATCH_SCHEMAS } from './scratch-card.schemas';
import { DIAMOND_SCHEMAS } from './diamond.schemas';
import { INVITE_SCHEMAS } from './invite.schemas';
import { JACKPOT_SCHEMAS } from './jackpot.schemas';
import { SERVICE_SCHEMAS } from './service.schemas';
import { MEMBER_SCHEMAS } from './member.schemas';
import { RECORDS_SCHEMAS } from './records.schemas';
import { SESSION_SCHEMAS } from './session.schemas';
import { WALLET_SCHEMAS } from './wallet.schemas';
import { SLOTS_HACK_SCHEMAS } from './slots-hack.schemas';

const schemas = { ...CORE_SCHEMAS, ...AUTH_SCHEMAS, ...SESSION_SCHEMAS, ...ACTIVITIES_SCHEMAS, ...GAMES_SCHEMAS, ...RECORDS_SCHEMAS, ...KYC_SCHEMAS, ...WALLET_SCHEMAS, ...MAIL_SCHEMAS, ...NOTICES_SCHEMAS, ...AWARDS_SCHEMAS, ...SERVICE_SCHEMAS, ...FEEDBACK_SCHEMAS, ...LIMITS_SCHEMAS, ...MEMBER_SCHEMAS, ...VIP_SCHEMAS, ...TASKS_SCHEMAS, ...BONUS_SCHEMAS, ...REBATE_SCHEMAS, ...SIGN_IN_SCHEMAS, ...DEPOSIT_REWARDS_SCHEMAS, ...FOLLOW_SCHEMAS, ...FUND_SCHEMAS, ...POINTS_SCHEMAS, ...SLOTS_HACK_SCHEMAS, ...LOTTERY_SCHEMAS, ...SCRATCH_SCHEMAS, ...DIAMOND_SCHEMAS, ...INVITE_SCHEMAS, ...JACKPOT_SCHEMAS };

type Orphans = Exclude<keyof typeof schemas, CallName>;
const noOrphanSchemas: [Orphans] extends [never] ? true : { schemasWithoutACall: Orphans } = true;
void noOrphanSchemas;

/** The request schema of each call. */
export const REQUEST_SCHEMAS: { readonly [K in CallName]: v.GenericSchema<unknown, CallRequest<K>> } = schemas;

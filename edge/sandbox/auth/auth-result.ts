// Shared pieces of the auth handlers: issuing a session and checking configured lengths.
import type { AuthResult } from '../../../contract/auth';
import type { UserInfo } from '../../../contract/session';
import type { Range } from '../../../contract/call-row';
import { HttpFailure, type HandlerContext } from '../handler';
import { createSession } from './sessions';
import type { PayoutOffer } from '../../../contract/limits';
import { restrictedFailure } from '../limits/guards';
import { activeRestriction, issuePayoutTicket } from '../limits/limit-store';
import { largestWithdrawal } from '../wallet/withdraw-handlers';
import { findUserById, toUserInfo } from './users';
import { isKycApproved } from '../kyc/kyc-submissions';
import { memberFlags } from '../member/member-flags';

/** Opens a session for `userId` and answers with the token and the user. */
export function authResult(ctx: HandlerContext, userId: number): AuthResult {
  const restriction = activeRestriction(ctx.db, userId, ctx.now);
  if (restriction) throw restrictedFailure(restriction, restriction.kind === 'exclusion' ? payoutOffer(ctx, userId) : {});
  const token = createSession(ctx.db, userId, ctx.now);
  return { token, user: currentUserInfo(ctx, userId) };
}

/**
 * An excluded player cannot log in but may take the remaining balance out: with the identity just
 * proven, the refusal carries a single-use ticket for requestPayout, the amount and the accounts.
 */
function payoutOffer(ctx: HandlerContext, userId: number): { payout?: PayoutOffer } {
  const { coin, amount, minAmount, accounts } = largestWithdrawal(ctx, userId);
  if (amount < minAmount) return {};
  return { payout: { ticket: issuePayoutTicket(ctx.db, userId, ctx.now, PAYOUT_TICKET_TTL_MS), coin, amount, accounts } };
}

/** How long an excluded player's payout ticket lasts. */
const PAYOUT_TICKET_TTL_MS = 15 * 60_000;

/** The public view of user `userId` (which must exist). */
export function currentUserInfo(ctx: HandlerContext, userId: number): UserInfo {
  const row = findUserById(ctx.db, userId);
  if (!row) throw new HttpFailure(401, 'Please log in again');
  return { ...toUserInfo(row, ctx.now), hasKyc: isKycApproved(ctx.db, userId, ctx.now), ...memberFlags(ctx.db, userId) };
}


/** 400 with `field` unless `value` has a length within the configured range. */
export function checkLength(field: string, value: string, range: Range): void {
  if (value.length < range.min || value.length > range.max) {
    throw new HttpFailure(400, `${field} must be ${range.min}-${range.max} characters`, { field });
  }
}

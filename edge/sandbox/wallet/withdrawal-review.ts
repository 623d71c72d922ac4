// The sandbox operator's review of withdrawals: a request pending longer than the review delay is
// paid, or refused with its amount returned when the account holder's name contains "REFUSE" (a
// documented rule, so a demo or a test can show both outcomes). A real operator reviews by hand.
import type { SandboxDb } from '../db-types';
import { pendingBefore, settleWithdrawal } from './withdrawals';

/** Default time a request waits for review; SANDBOX_WITHDRAW_REVIEW_MS changes it. */
export const REVIEW_DELAY_MS = 20_000;
const REFUSE_MARK = /REFUSE/i;

/** Reviews every request older than `delayMs`; returns how many it settled. */
export function reviewDueWithdrawals(db: SandboxDb, now: number, delayMs: number): number {
  let settled = 0;
  for (const request of pendingBefore(db, now - delayMs)) {
    const refuse = REFUSE_MARK.test(request.accountName);
    const done = settleWithdrawal(db, request.orderNo, refuse ? 'refused' : 'paid', refuse ? 'The receiving account could not be verified' : null, now);
    if (done) settled++;
  }
  return settled;
}

/** Reviews on a timer until the returned function is called. */
export function startWithdrawalReview(db: SandboxDb, delayMs: number, log: (line: string) => void): () => void {
  const timer = setInterval(() => {
    try {
      reviewDueWithdrawals(db, Date.now(), delayMs);
    } catch (error) {
      log(`[sandbox] withdrawal review failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, Math.max(250, Math.min(5000, Math.floor(delayMs / 4))));
  timer.unref();
  return () => clearInterval(timer);
}

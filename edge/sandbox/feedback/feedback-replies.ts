// The sandbox operator answers feedback: a feedback pending longer than the reply delay gets a
// reply by its category (checked whenever the player looks at the record, so no timer is needed);
// the dev endpoint replies at once. A real operator's agents write their own replies.
import type { FeedbackCategory } from '../../../contract/feedback-fields';
import type { SandboxDb } from '../db-types';
import { addReply, pendingBefore } from './feedback-store';

/** How long the sandbox operator takes to reply. */
export const FEEDBACK_REPLY_DELAY_MS = 60_000;

const REPLIES: Record<FeedbackCategory, string> = {
  deposit: 'Thank you for telling us. We have checked with the payment channel: if your deposit has not arrived, it will be credited or returned to your e-wallet within 24 hours. Keep your GCash or Maya reference number in case we need it.',
  withdraw: 'Thank you. Your withdrawal is being reviewed and will be paid within 24 hours. If a bonus is still held by its turnover, Wallet, Withdraw shows how much is left.',
  game: 'Thank you for the report. Our game team is looking into it; if a round was affected, its result will be corrected and you will get a mail.',
  account: 'Thank you. For your security we never ask for your password. If you cannot log in, use Forgot password on the login screen.',
  bonus: 'Thank you. Bonuses are credited when their conditions are met; free bonuses need at least one deposit first. You will get a mail when yours arrives.',
  suggestion: 'Thank you for the suggestion! We read every one and pass the best ideas to our product team.',
  other: 'Thank you for writing to us. Our team has read your message and will follow up if we need anything else.',
};

/** The reply the sandbox operator writes for a category. */
export const replyFor = (category: FeedbackCategory): string => REPLIES[category];

/** Replies to every feedback pending for longer than `delayMs`; returns how many. */
export function replyDueFeedback(db: SandboxDb, now: number, delayMs = FEEDBACK_REPLY_DELAY_MS): number {
  let replied = 0;
  for (const feedback of pendingBefore(db, now - delayMs)) {
    if (addReply(db, feedback.id, replyFor(feedback.category), now)) replied++;
  }
  return replied;
}

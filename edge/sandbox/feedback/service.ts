// The feedback domain's surface, for the dev endpoint: a feedback's category and the operator's
// reply to it (the category's default one unless given).
export { replyFor } from './feedback-replies';
export { addReply, feedbackCategory } from './feedback-store';

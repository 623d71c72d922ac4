// Feedback: the player writes to the operator (text and up to feedbackConfig.imagesLimit photos)
// and reads the record with its status and the operator's replies.
import type { FEEDBACK_SCHEMAS } from './feedback.schemas';
import { callFactory, tableOf } from './call-row';
import type { FeedbackCategory } from './feedback-fields';

/** Codes of the feedback calls. */
export const FeedbackErrorCode = {
  /** A file is not a photo of an accepted type (sniffed from its bytes, not its name). */
  imageTypeRejected: 1601,
  /** More photos than feedbackConfig.imagesLimit. */
  tooManyImages: 1602,
  /** No such feedback for this player. */
  notFound: 1603,
  /** Too many feedbacks today (spam guard); `limit` says how many a day. */
  dailyLimit: 1604,
  /** A photo that cannot be parsed and cleaned (metadata stripped), or that hides markup (a polyglot). */
  imageUnclean: 1605,
  /** A photo over `maxSide` pixels on a side or `maxPixels` in all, read from its header. */
  imageDimensions: 1606,
} as const;

export interface FeedbackRow {
  id: number;
  category: FeedbackCategory;
  /** The start of the text, for the record list. */
  content: string;
  status: 'pending' | 'replied';
  imageCount: number;
  /** Milliseconds since the epoch. */
  createTime: number;
}

export interface FeedbackDetail extends FeedbackRow {
  /** Photos the player sent: URLs on our origin (unguessable, per photo). */
  images: { url: string; mime: string; size: number }[];
  replies: { content: string; createTime: number }[];
}

export interface FeedbackResponses {
  /** Sends a feedback; the same requestId answers the same feedback (a retry never makes two). */
  feedbackSave: { feedback: FeedbackRow };
  /** The player's feedbacks, newest first. */
  feedbackList: { list: FeedbackRow[]; pages: number; total: number };
  /** One feedback with its photos and the operator's replies. */
  feedbackDetail: { feedback: FeedbackDetail };
}

const call = /*#__PURE__*/ callFactory<typeof FEEDBACK_SCHEMAS, FeedbackResponses>();

// Six photos downscaled on the phone are well under 2 MiB each; the body limit leaves room.
export const feedbackSave = /*#__PURE__*/ call('feedbackSave', { body: 'multipart', maxBodyBytes: 8 * 1024 * 1024, timeoutMs: 90_000 });
export const feedbackList = /*#__PURE__*/ call('feedbackList');
export const feedbackDetail = /*#__PURE__*/ call('feedbackDetail');

export const FEEDBACK_CALLS = /*#__PURE__*/ tableOf(feedbackSave, feedbackList, feedbackDetail);

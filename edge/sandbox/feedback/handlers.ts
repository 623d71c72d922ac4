// The feedback calls: send (photos checked by their bytes and stored cleaned, photo-check.ts; at most the configured count, a daily
// cap against spam, idempotent by requestId), the record, and one feedback with its replies.
import { FeedbackErrorCode } from '../../../contract/feedback';
import { MAX_FEEDBACK_IMAGE_FIELDS } from '../../../contract/feedback-fields';
import { CallFailure, requireSession, type Handler } from '../handler';
import { checkPhoto, MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE } from '../lib/photo-check';
import { replyDueFeedback } from './feedback-replies';
import { countSince, findFeedback, pageFeedback, saveFeedback } from './feedback-store';

/** Most feedbacks a player may send in 24 hours. */
export const FEEDBACK_DAILY_LIMIT = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export const feedbackSave: Handler<'feedbackSave'> = async (ctx, req) => {
  const { userId } = requireSession(ctx);
  const files = Array.from({ length: MAX_FEEDBACK_IMAGE_FIELDS }, (_, i) => req[`image${i + 1}` as `image${1 | 2 | 3 | 4 | 5 | 6}`]).filter(
    (file): file is File => file !== undefined,
  );
  const limit = ctx.config.get().feedbackConfig.imagesLimit;
  if (files.length > limit) throw new CallFailure(FeedbackErrorCode.tooManyImages, `You can add up to ${limit} photos`, { limit });
  const images: { mime: string; bytes: Uint8Array }[] = [];
  for (const file of files) {
    // Stored cleaned (no EXIF, GPS, comments or trailing data): anyone with its link can see it.
    const checked = checkPhoto(new Uint8Array(await file.arrayBuffer()));
    if (!checked.ok && checked.reason === 'type') throw new CallFailure(FeedbackErrorCode.imageTypeRejected, 'A file is not a photo (JPEG, PNG or WebP)');
    if (!checked.ok && checked.reason === 'dimensions') {
      throw new CallFailure(FeedbackErrorCode.imageDimensions, `A photo is larger than ${MAX_PHOTO_SIDE} pixels on a side or ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`, {
        maxSide: MAX_PHOTO_SIDE,
        maxPixels: MAX_PHOTO_PIXELS,
      });
    }
    if (!checked.ok) throw new CallFailure(FeedbackErrorCode.imageUnclean, 'A photo could not be checked. Take a new photo and try again');
    images.push({ mime: checked.mime, bytes: checked.image.bytes });
  }
  if (countSince(ctx.db, userId, ctx.now - DAY_MS) >= FEEDBACK_DAILY_LIMIT) {
    throw new CallFailure(FeedbackErrorCode.dailyLimit, `You can send ${FEEDBACK_DAILY_LIMIT} feedbacks a day`, { limit: FEEDBACK_DAILY_LIMIT });
  }
  const feedback = saveFeedback(ctx.db, { userId, requestId: req.requestId, category: req.category, content: req.content, images, now: ctx.now });
  return { feedback };
};

export const feedbackList: Handler<'feedbackList'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  replyDueFeedback(ctx.db, ctx.now);
  const { list, total } = pageFeedback(ctx.db, userId, req);
  return { list, total, pages: Math.max(1, Math.ceil(total / req.pageSize)) };
};

export const feedbackDetail: Handler<'feedbackDetail'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  replyDueFeedback(ctx.db, ctx.now);
  const feedback = findFeedback(ctx.db, userId, req.id);
  if (!feedback) throw new CallFailure(FeedbackErrorCode.notFound, 'This feedback is not here');
  return { feedback };
};

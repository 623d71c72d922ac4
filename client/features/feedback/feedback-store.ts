// The feedback record (feedbackList, 20 a page), the feedback being read, and sending one (a mutation).
import { call } from '../../api/http';
import { atom, computed } from 'nanostores';
import type { FeedbackDetail, FeedbackRow } from '../../../contract/feedback';
import type { FeedbackCategory } from '../../../contract/feedback-fields';
import * as feedbackCalls from '../../../contract/feedback';
import { query } from '../../stores/server-state';
import { pagedList } from '../../stores/server-state-paged';
import { mutation } from '../../stores/server-state-mutation';
import { $token } from '../../stores/session';

export const FEEDBACK_PAGE_SIZE = 20;

/** The player's feedbacks, newest first; the first page loads each time it is shown. */
export const $feedbackRecord = pagedList(
  $token,
  async (_token, pageNum) => {
    const answer = await call(feedbackCalls.feedbackList, { pageNum, pageSize: FEEDBACK_PAGE_SIZE });
    const items = Array.isArray(answer.list) ? answer.list : [];
    return { items, done: items.length < FEEDBACK_PAGE_SIZE || pageNum >= answer.pages };
  },
  (row: FeedbackRow) => row.id,
);

/** The id of the feedback being read (set by its page). */
export const $feedbackId = atom<number | null>(null);
const $detailKey = computed([$token, $feedbackId], (token, id) => (token === null || id === null ? null : id));

/** The feedback being read, with its photos and replies. */
export const $feedbackDetail = query($detailKey, async (id): Promise<FeedbackDetail> => (await call(feedbackCalls.feedbackDetail, { id })).feedback);

/**
 * Sends a feedback. Every try of one form is the same request (the photos are prepared again for
 * each): its requestId stays, so a retry never makes two feedbacks. `onProgress` gets the share
 * (0..1) of the body gone up.
 */
export const $sendFeedback = mutation(
  $token,
  async (request: { category: FeedbackCategory; content: string; photos: Blob[]; onProgress?: (share: number) => void }, { requestId }): Promise<FeedbackRow> => {
    const images = Object.fromEntries(request.photos.map((photo, i) => [`image${i + 1}`, new File([photo], `photo-${i + 1}.jpg`, { type: photo.type || 'image/jpeg' })]));
    const { onProgress } = request;
    const { feedback } = await call(
      feedbackCalls.feedbackSave,
      { category: request.category, content: request.content, requestId, ...images },
      onProgress ? { onUploadProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0) } : {},
    );
    return feedback;
  },
  { sameRequest: () => true },
);

// The feedback record (feedbackList, 20 a page), the feedback being read, and sending one.
import { call } from '../../api/http';
import { atom, computed } from 'nanostores';
import type { FeedbackDetail, FeedbackRow } from '../../../contract/feedback';
import type { FeedbackCategory } from '../../../contract/feedback-fields';
import * as feedbackCalls from '../../../contract/feedback';
import { query } from '../../stores/server-state';
import { pagedList } from '../../stores/server-state-paged';
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

/** Sends a feedback; `requestId` stays the same for retries of one attempt. `onProgress` gets the share (0..1) of the body gone up. */
export async function sendFeedback(
  request: { category: FeedbackCategory; content: string; photos: Blob[]; requestId: string },
  onProgress?: (share: number) => void,
): Promise<FeedbackRow> {
  const images = Object.fromEntries(request.photos.map((photo, i) => [`image${i + 1}`, new File([photo], `photo-${i + 1}.jpg`, { type: photo.type || 'image/jpeg' })]));
  const { feedback } = await call(feedbackCalls.feedbackSave, 
    { category: request.category, content: request.content, requestId: request.requestId, ...images },
    onProgress ? { onUploadProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0) } : {},
  );
  return feedback;
}

// Request schemas of the feedback calls. Server side only. `feedbackSave` is multipart: text
// fields arrive as strings, photos as files named image1 … image6 (one value per field name).
import * as v from 'valibot';
import { FEEDBACK_CATEGORIES, FEEDBACK_TEXT } from './feedback-fields';

/** Largest photo (bytes). The client downscales photos to a few hundred kB first. */
export const MAX_FEEDBACK_IMAGE_BYTES = 2 * 1024 * 1024;

const image = v.optional(
  v.pipe(
    v.instance(File),
    v.check((file) => file.size > 0, 'image is empty'),
    v.check((file) => file.size <= MAX_FEEDBACK_IMAGE_BYTES, `image is larger than ${MAX_FEEDBACK_IMAGE_BYTES} bytes`),
  ),
);
// No control characters but line breaks and tabs.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

export const FEEDBACK_SCHEMAS = {
  feedbackSave: v.object({
    category: v.picklist(FEEDBACK_CATEGORIES),
    content: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(FEEDBACK_TEXT.min, `write at least ${FEEDBACK_TEXT.min} characters`),
      v.maxLength(FEEDBACK_TEXT.max),
      v.check((text) => !CONTROL.test(text), 'content has control characters'),
    ),
    requestId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
    image1: image,
    image2: image,
    image3: image,
    image4: image,
    image5: image,
    image6: image,
  }),
  feedbackList: v.object({
    pageNum: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
    pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
  }),
  feedbackDetail: v.object({ id }),
};

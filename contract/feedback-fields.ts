// Feedback's field rules, shared by the contract, its schemas (server) and the form (client).

/** What the feedback is about. */
export const FEEDBACK_CATEGORIES = ['deposit', 'withdraw', 'game', 'account', 'bonus', 'suggestion', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** Most photo fields a feedback may carry (`image1` … `image6`); the config's imagesLimit may be lower. */
export const MAX_FEEDBACK_IMAGE_FIELDS = 6;

/** Text length of a feedback. */
export const FEEDBACK_TEXT = { min: 10, max: 1000 } as const;

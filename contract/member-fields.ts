// Profile fields shared by the profile form and the sandbox: the avatar set and the nickname rule.
// (The address and other details are member-details-fields.ts's, so the member centre's chunk
// does not carry them.)

/** The avatars a player can choose from (`preset:<n>`); the client draws them, nothing is fetched. */
export const AVATAR_PRESETS = ['preset:1', 'preset:2', 'preset:3', 'preset:4', 'preset:5', 'preset:6', 'preset:7', 'preset:8'] as const;
/** `avatar` value meaning "the picture I uploaded" (its URL is `avatarOther`). */
export const AVATAR_UPLOADED = 'upload';

/** 2 to 16 letters, digits, spaces, dots, dashes or underscores, starting with a letter or digit. */
export const NICKNAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{1,15}$/u;

// The auth domain's surface: sessions (bearer tokens, revocation), registering a player, the
// login password confirming a sensitive action, and the dev SMS outbox.
export { confirmPassword } from './password-check';
export { registerPlayer } from './registration';
export { bearerToken, isSessionLive, resolveSession, revokeUserSessions } from './sessions';
export { readSmsOutbox } from './sms-codes';

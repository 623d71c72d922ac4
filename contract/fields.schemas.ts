// Field schemas several domains' request schemas share (server side only: the sandbox validates
// with them; client code imports schema files as types only). Limits the operator configures
// (account length, password length...) are checked by the handlers against the live config.
import * as v from 'valibot';

/** PH mobile without the country code: 10 digits starting with 9. */
export const MOBILE_PATTERN = /^9\d{9}$/;
/** Letters, digits and underscore. */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_]+$/;
/** No whitespace, and no control, format or lone surrogate characters (a NUL would be cut off by some stores). */
const PASSWORD_PATTERN = /^[^\s\p{Cc}\p{Cf}\p{Cs}]+$/u;

export const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
export const mobile = v.pipe(v.string(), v.regex(MOBILE_PATTERN, 'mobile must be 10 digits starting with 9'));
export const account = v.pipe(v.string(), v.minLength(1), v.maxLength(32), v.regex(ACCOUNT_PATTERN, 'account may hold letters, digits and _ only'));
export const password = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(PASSWORD_PATTERN, 'password must not contain spaces or control characters'));
export const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2_147_483_647));
export const empty = v.object({});

/** A client's idempotency key: the same request sent again is answered, not done twice. */
export const requestId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,64}$/, 'requestId must be 8-64 letters, digits or dashes'));
export const gameId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999));
/** Milliseconds since the epoch (0 up to year 2286). */
export const epochMs = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9_999_999_999_999));
/** Start not after end, when both are given. */
export const timeRange = <T extends { startTime?: number; endTime?: number }>(req: T) =>
  req.startTime === undefined || req.endTime === undefined || req.startTime <= req.endTime;

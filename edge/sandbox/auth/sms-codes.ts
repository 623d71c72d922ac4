// Owner of sms_codes and sms_outbox. One-time SMS codes: generated server side, valid 5 minutes, single use, at most 5 wrong tries,
// rate-limited per mobile. The "gateway" is the outbox table plus a log line.
import { type SmsPurpose, AuthErrorCode } from '../../../contract/auth';
import type { AppConfig } from '../../../contract/core';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import { randomDigits, safeEqual, sha256 } from '../lib/secrets';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_MAX_WRONG_TRIES = 5;
const DAY_MS = 24 * 3600 * 1000;

/** Issues a code for `mobile` or fails with 1104 and the seconds to wait. Call inside a transaction. */
export function issueSmsCode(
  db: SandboxDb,
  input: { mobile: string; purpose: SmsPurpose; config: AppConfig; now: number; log: (line: string) => void },
): CallFailure | { code: string } {
  const { mobile, purpose, config, now } = input;
  const recent = db
    .prepare('SELECT created_at FROM sms_outbox WHERE mobile = ? AND created_at > ? ORDER BY created_at ASC')
    .pluck()
    .all(mobile, now - DAY_MS) as number[];
  const intervalMs = config.smsCodeInterval * 1000;
  const last = recent.at(-1);
  if (last !== undefined && now - last < intervalMs) {
    const interval = Math.ceil((last + intervalMs - now) / 1000);
    return new CallFailure(AuthErrorCode.smsSendLimit, `Please wait ${interval} seconds before requesting another code`, { interval });
  }
  if (recent.length >= config.smsCodeSendLimit) {
    // The oldest send in the window has to age out before another is allowed.
    const interval = Math.ceil((recent[recent.length - config.smsCodeSendLimit] + DAY_MS - now) / 1000);
    return new CallFailure(AuthErrorCode.smsSendLimit, 'Too many codes requested for this number today', { interval });
  }
  const code = randomDigits(config.smsCodeLength.max);
  // A new code replaces older unused ones of the same purpose.
  db.prepare('UPDATE sms_codes SET used_at = ? WHERE mobile = ? AND purpose = ? AND used_at IS NULL').run(now, mobile, purpose);
  db.prepare('INSERT INTO sms_codes (mobile, purpose, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    mobile,
    purpose,
    sha256(code),
    now,
    now + SMS_CODE_TTL_MS,
  );
  db.prepare('INSERT INTO sms_outbox (mobile, code, purpose, created_at) VALUES (?, ?, ?, ?)').run(mobile, code, purpose, now);
  input.log(`[sandbox sms] ${mobile} ${code} purpose=${purpose}`);
  return { code };
}

/**
 * Checks the latest code of `mobile` and `purpose` without using it up: its row id when valid and
 * unused, else null. A wrong code counts a try (so call it in a transaction that commits even on
 * failure). A refusal that needs the same code sent again (1113) checks with this first.
 */
export function checkSmsCode(db: SandboxDb, input: { mobile: string; purpose: SmsPurpose; code: string; now: number }): number | null {
  const row = db
    .prepare('SELECT id, code_hash, expires_at, used_at, wrong_tries FROM sms_codes WHERE mobile = ? AND purpose = ? ORDER BY id DESC LIMIT 1')
    .get(input.mobile, input.purpose) as { id: number; code_hash: string; expires_at: number; used_at: number | null; wrong_tries: number } | undefined;
  if (!row || row.used_at !== null || row.expires_at <= input.now || row.wrong_tries >= SMS_MAX_WRONG_TRIES) return null;
  if (!safeEqual(sha256(input.code), row.code_hash)) {
    db.prepare('UPDATE sms_codes SET wrong_tries = wrong_tries + 1 WHERE id = ?').run(row.id);
    return null;
  }
  return row.id;
}

/** Uses up a code `checkSmsCode` accepted (same transaction). */
export function spendSmsCode(db: SandboxDb, id: number, now: number): void {
  db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, id);
}

/**
 * Checks and uses up the latest code of `mobile` and `purpose`. A wrong code counts a try (so
 * call it in a transaction that commits even on failure). True only for a valid, unused code.
 */
export function consumeSmsCode(db: SandboxDb, input: { mobile: string; purpose: SmsPurpose; code: string; now: number }): boolean {
  const id = checkSmsCode(db, input);
  if (id === null) return false;
  spendSmsCode(db, id, input.now);
  return true;
}

/** The failure for a wrong, used or expired code. */
export const smsCodeInvalid = (): CallFailure => new CallFailure(AuthErrorCode.smsCodeInvalid, 'The verification code is wrong or has expired');

/** The newest messages sent to `mobile` (dev outbox), newest first. */
export function readSmsOutbox(db: SandboxDb, mobile: string): { mobile: string; code: string; purpose: number; createdAt: number }[] {
  return db.prepare('SELECT mobile, code, purpose, created_at AS createdAt FROM sms_outbox WHERE mobile = ? ORDER BY id DESC LIMIT 50').all(mobile) as {
    mobile: string;
    code: string;
    purpose: number;
    createdAt: number;
  }[];
}

// Owner of the kyc_submissions table. The sandbox operator's review is lazy: a pending submission
// whose review time has come is approved when anything reads it (no timer to run or stop), and
// the dev endpoint approves or rejects one at once with a reason.
import type { KycState, KycStatus } from '../../../contract/kyc';
import type { SandboxDb } from '../db-types';

interface Row {
  id: number;
  status: Exclude<KycStatus, 'none'>;
  reason: string | null;
  full_name: string;
  submitted_at: number;
  review_at: number;
  reviewed_at: number | null;
}

export interface NewSubmission {
  userId: number;
  fullName: string;
  birthDate: string;
  nationality: string;
  address: string;
  sourceOfFunds: string;
  idUploadId: number;
  selfieUploadId: number;
  now: number;
  reviewAt: number;
}

const NONE: KycState = { status: 'none', reason: null, submittedAt: null, reviewedAt: null, fullName: null };

function latest(db: SandboxDb, userId: number): Row | undefined {
  return db
    .prepare('SELECT id, status, reason, full_name, submitted_at, review_at, reviewed_at FROM kyc_submissions WHERE user_id = ? ORDER BY id DESC LIMIT 1')
    .get(userId) as Row | undefined;
}

/** Approves the player's pending submission when its review time has passed. */
function reviewDue(db: SandboxDb, userId: number, now: number): void {
  db.prepare("UPDATE kyc_submissions SET status = 'approved', reviewed_at = ? WHERE user_id = ? AND status = 'pending' AND review_at <= ?").run(now, userId, now);
}

/** The player's verification as of `now`. */
export function kycState(db: SandboxDb, userId: number, now: number): KycState {
  reviewDue(db, userId, now);
  const row = latest(db, userId);
  if (!row) return NONE;
  return { status: row.status, reason: row.reason, submittedAt: row.submitted_at, reviewedAt: row.reviewed_at, fullName: row.full_name };
}

/** Whether the player's identity is verified. */
export const isKycApproved = (db: SandboxDb, userId: number, now: number): boolean => kycState(db, userId, now).status === 'approved';

/** Stores a pending submission; false when one is already pending or approved (the unique index decides races). */
export function insertSubmission(db: SandboxDb, s: NewSubmission): boolean {
  try {
    db.prepare(
      `INSERT INTO kyc_submissions (user_id, full_name, birth_date, nationality, address, source_of_funds, id_upload_id, selfie_upload_id, status, submitted_at, review_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
    ).run(s.userId, s.fullName, s.birthDate, s.nationality, s.address, s.sourceOfFunds, s.idUploadId, s.selfieUploadId, s.now, s.reviewAt);
    return true;
  } catch (error) {
    if (error instanceof Error && /UNIQUE constraint failed/.test(error.message)) return false;
    throw error;
  }
}

/** Settles the player's pending submission at once; false when none is pending. */
export function settleSubmission(db: SandboxDb, userId: number, outcome: 'approved' | 'rejected', reason: string | null, now: number): boolean {
  const result = db
    .prepare("UPDATE kyc_submissions SET status = ?, reason = ?, reviewed_at = ? WHERE user_id = ? AND status = 'pending'")
    .run(outcome, outcome === 'rejected' ? reason : null, now, userId);
  return result.changes > 0;
}

/** Name, birthday and source of funds of the player's pending or approved submission (what the profile shows read-only), or null. */
export function kycIdentity(db: SandboxDb, userId: number, now: number): { fullName: string; birthDate: string; sourceOfFunds: string } | null {
  reviewDue(db, userId, now);
  const row = db
    .prepare("SELECT full_name AS fullName, birth_date AS birthDate, source_of_funds AS sourceOfFunds FROM kyc_submissions WHERE user_id = ? AND status IN ('pending', 'approved') ORDER BY id DESC LIMIT 1")
    .get(userId) as { fullName: string; birthDate: string; sourceOfFunds: string } | undefined;
  return row ?? null;
}

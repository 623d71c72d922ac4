// Identity verification (KYC): image uploads, the details with the two images, and the status.
import type { KYC_SCHEMAS } from './kyc.schemas';
import { callFactory, tableOf } from './call-row';

/** Codes of the KYC calls. */
export const KycErrorCode = {
  /** The file is not an image of an accepted type (sniffed from its bytes, not its name). */
  imageTypeRejected: 1301,
  /** The image does not parse as its type, or its metadata could not be stripped (a polyglot, a GIF or TIFF). */
  imageUnclean: 1302,
  /** The image is too small or too large in pixels (`minSide`, `maxSide`). */
  imageDimensions: 1303,
  /** The date of birth makes the player younger than 21 (`minAge`). */
  underAge: 1304,
  /** An upload id is not the player's, or not of the kind named. */
  uploadMissing: 1305,
  /** A verification is already pending or approved. */
  alreadySubmitted: 1306,
} as const;

/** Where a player's verification stands. */
export type KycStatus = 'none' | 'pending' | 'approved' | 'rejected';

export interface KycState {
  status: KycStatus;
  /** Why it was rejected (status `rejected`). */
  reason: string | null;
  submittedAt: number | null;
  reviewedAt: number | null;
  /** The name as submitted, once submitted. */
  fullName: string | null;
}

export interface KycResponses {
  /** Stores one cleaned image for the player's verification; `uploadId` goes with the details. */
  uploadKyc: { uploadId: number; mime: string; size: number; width: number; height: number };
  addKyc: { kyc: KycState };
  kyc: { kyc: KycState };
}

const call = /*#__PURE__*/ callFactory<typeof KYC_SCHEMAS, KycResponses>();

export const uploadKyc = /*#__PURE__*/ call('uploadKyc', { body: 'multipart', maxBodyBytes: 6 * 1024 * 1024, timeoutMs: 60_000 });
export const addKyc = /*#__PURE__*/ call('addKyc');
export const kyc = /*#__PURE__*/ call('kyc');

export const KYC_CALLS = /*#__PURE__*/ tableOf(uploadKyc, addKyc, kyc);

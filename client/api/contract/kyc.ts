// Identity verification (KYC): uploads now; the details and status calls come with the KYC pages.
import type { KYC_SCHEMAS } from './kyc.schemas';
import { callFactory, tableOf } from './call-row';

/** Codes of the KYC calls. */
export const KycErrorCode = {
  /** The file is not an image of an accepted type (sniffed from its bytes, not its name). */
  imageTypeRejected: 1301,
} as const;

export interface KycResponses {
  /** Stores one image for the player's verification; `uploadId` goes with the details later. */
  uploadKyc: { uploadId: number; mime: string; size: number };
}

const call = /*#__PURE__*/ callFactory<typeof KYC_SCHEMAS, KycResponses>();

export const uploadKyc = /*#__PURE__*/ call('uploadKyc', { body: 'multipart', maxBodyBytes: 6 * 1024 * 1024, timeoutMs: 60_000 });

export const KYC_CALLS = /*#__PURE__*/ tableOf(uploadKyc);

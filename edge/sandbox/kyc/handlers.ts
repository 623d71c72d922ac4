// The KYC calls: an image (sniffed, size and pixel checked, metadata stripped), the details with
// the two images (age 21+, declarations, the player's own uploads), and the status.
import { KycErrorCode } from '../../../contract/kyc';
import { ageOn, manilaToday, MIN_AGE } from '../../../contract/kyc-fields';
import { CallFailure, requireSession, type Handler } from '../handler';
import { checkPhoto, MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE } from '../lib/photo-check';
import { insertKycUpload, ownsUpload } from './kyc-uploads';
import { insertSubmission, kycState } from './kyc-submissions';

/** Pixel bounds of a verification photo: readable, and not a decompression bomb (photo-check.ts caps the top). */
export const MIN_SIDE = 200;
export const MAX_SIDE = MAX_PHOTO_SIDE;

/** How long a submission waits for the sandbox's automatic review: SANDBOX_KYC_REVIEW_MS (0..3600000), default 5 s. */
export function kycReviewDelayMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.SANDBOX_KYC_REVIEW_MS ?? 5000);
  return Number.isInteger(value) && value >= 0 && value <= 3_600_000 ? value : 5000;
}

export const uploadKyc: Handler<'uploadKyc'> = async (ctx, req) => {
  const { userId } = requireSession(ctx);
  const bytes = new Uint8Array(await req.file.arrayBuffer());
  const checked = checkPhoto(bytes);
  const tooLarge = !checked.ok && checked.reason === 'dimensions';
  if (!checked.ok && checked.reason === 'type') throw new CallFailure(KycErrorCode.imageTypeRejected, 'The file is not a photo (JPEG, PNG or WebP)');
  if (!checked.ok && !tooLarge) throw new CallFailure(KycErrorCode.imageUnclean, 'This photo could not be checked. Take a new photo (JPEG or PNG) and try again');
  if (tooLarge || (checked.ok && Math.min(checked.image.width, checked.image.height) < MIN_SIDE)) {
    throw new CallFailure(KycErrorCode.imageDimensions, `The photo must be between ${MIN_SIDE} and ${MAX_SIDE} pixels on each side, at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`, {
      minSide: MIN_SIDE,
      maxSide: MAX_SIDE,
    });
  }
  if (!checked.ok) throw new CallFailure(KycErrorCode.imageUnclean, 'This photo could not be checked');
  const { image, mime } = checked;
  const uploadId = insertKycUpload(ctx.db, { userId, kind: req.kind, mime, bytes: image.bytes, now: ctx.now });
  return { uploadId, mime, size: image.bytes.byteLength, width: image.width, height: image.height };
};

export const addKyc: Handler<'addKyc'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  if (ageOn(req.birthDate, manilaToday(ctx.now)) < MIN_AGE) {
    throw new CallFailure(KycErrorCode.underAge, `You must be ${MIN_AGE} or older to play`, { minAge: MIN_AGE });
  }
  if (!ownsUpload(ctx.db, userId, req.idUploadId, 'id') || !ownsUpload(ctx.db, userId, req.selfieUploadId, 'selfie')) {
    throw new CallFailure(KycErrorCode.uploadMissing, 'Upload your ID photo and selfie again');
  }
  const stored = insertSubmission(ctx.db, {
    userId,
    fullName: req.fullName,
    birthDate: req.birthDate,
    nationality: req.nationality,
    address: req.address,
    sourceOfFunds: req.sourceOfFunds,
    idUploadId: req.idUploadId,
    selfieUploadId: req.selfieUploadId,
    now: ctx.now,
    reviewAt: ctx.now + kycReviewDelayMs(),
  });
  if (!stored) throw new CallFailure(KycErrorCode.alreadySubmitted, 'Your verification is already submitted', { kyc: kycState(ctx.db, userId, ctx.now) });
  return { kyc: kycState(ctx.db, userId, ctx.now) };
};

export const kyc: Handler<'kyc'> = (ctx) => {
  const { userId } = requireSession(ctx);
  return { kyc: kycState(ctx.db, userId, ctx.now) };
};

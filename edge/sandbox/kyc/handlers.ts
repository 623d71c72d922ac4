// uploadKyc: one verification image, checked by its bytes and stored for the player.
import { KycErrorCode } from '../../../client/api/contract/kyc';
import { CallFailure, requireSession, type Handler } from '../handler';
import { sniffImageType } from './image-type';
import { insertKycUpload } from './kyc-uploads';

export const uploadKyc: Handler<'uploadKyc'> = async (ctx, req) => {
  const { userId } = requireSession(ctx);
  const bytes = new Uint8Array(await req.file.arrayBuffer());
  const mime = sniffImageType(bytes);
  if (!mime) throw new CallFailure(KycErrorCode.imageTypeRejected, 'The file is not a photo (JPEG, PNG, WebP, GIF, BMP or TIFF)');
  const uploadId = insertKycUpload(ctx.db, { userId, kind: req.kind, mime, bytes, now: ctx.now });
  return { uploadId, mime, size: bytes.byteLength };
};

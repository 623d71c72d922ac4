// uploadAvatar (a contract addition: the spec has avatarOther but no call to set it): a picture is
// sniffed from its bytes and cleaned exactly like a KYC image (lib/image-type.ts, image-clean.ts),
// kept only as JPEG, PNG or WebP, stored in the database and chosen as the avatar.
import { MemberErrorCode } from '../../../contract/member';
import { AVATAR_UPLOADED } from '../../../contract/member-fields';
import { CallFailure, HttpFailure, requireSession, type Handler } from '../handler';
import { updateUserProfile } from '../users/service';
import { cleanImage } from '../lib/image-clean';
import { sniffImageType } from '../lib/image-type';
import { avatarPath, saveAvatar } from './avatar-store';

/** Pixel bounds of an avatar: big enough to see, not a decompression bomb. */
export const AVATAR_MIN_SIDE = 64;
export const AVATAR_MAX_SIDE = 4096;
const AVATAR_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const uploadAvatar: Handler<'uploadAvatar'> = async (ctx, req) => {
  const { userId } = requireSession(ctx);
  const bytes = new Uint8Array(await req.file.arrayBuffer());
  const mime = sniffImageType(bytes);
  if (!mime || !AVATAR_TYPES.has(mime)) throw new CallFailure(MemberErrorCode.avatarTypeRejected, 'The file is not a photo (JPEG, PNG or WebP)');
  const image = cleanImage(bytes, mime);
  if (!image) throw new CallFailure(MemberErrorCode.avatarUnclean, 'This picture could not be checked. Choose another photo');
  if (Math.min(image.width, image.height) < AVATAR_MIN_SIDE || Math.max(image.width, image.height) > AVATAR_MAX_SIDE) {
    throw new CallFailure(MemberErrorCode.avatarDimensions, `The picture must be between ${AVATAR_MIN_SIDE} and ${AVATAR_MAX_SIDE} pixels on each side`, { minSide: AVATAR_MIN_SIDE, maxSide: AVATAR_MAX_SIDE });
  }
  const saved = ctx.db.transaction(() => {
    const token = saveAvatar(ctx.db, userId, { mime, bytes: image.bytes }, ctx.now);
    return updateUserProfile(ctx.db, userId, { avatar: AVATAR_UPLOADED }) ? token : null;
  })();
  if (!saved) throw new HttpFailure(401, 'Please log in again');
  return { avatar: AVATAR_UPLOADED, avatarOther: avatarPath(saved) };
};

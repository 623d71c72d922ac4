// The member calls: the player's own profile, address and other details. Name, birthday and
// source of income are asked once: while the identity verification is pending or approved they
// are the verification's, shown here read-only.
import { MemberErrorCode, type UserOther, type UserOtherState } from '../../../contract/member';
import { AVATAR_UPLOADED } from '../../../contract/member-fields';
import { ageOn, manilaToday, MIN_AGE } from '../../../contract/kyc-fields';
import { CallFailure, HttpFailure, requireSession, type Handler, type HandlerContext } from '../handler';
import { kycIdentity } from '../kyc/service';
import { updateUserProfile } from '../users/service';
import { avatarToken } from './avatar-store';
import { readAddress, readOther, saveAddress, saveOther } from './details-store';

export const updateProfile: Handler<'updateProfile'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  if (req.avatar === AVATAR_UPLOADED && !avatarToken(ctx.db, userId)) throw new CallFailure(MemberErrorCode.avatarMissing, 'Upload a picture first');
  const saved = updateUserProfile(ctx.db, userId, { nickname: req.nickname, avatar: req.avatar });
  if (!saved) throw new HttpFailure(401, 'Please log in again');
  return saved;
};

function otherState(ctx: HandlerContext, userId: number): UserOtherState {
  const identity = kycIdentity(ctx.db, userId, ctx.now);
  const other = readOther(ctx.db, userId);
  return {
    other: identity ? { ...other, realName: identity.fullName, birthDate: identity.birthDate, sourceOfIncome: identity.sourceOfFunds as UserOther['sourceOfIncome'] } : other,
    address: readAddress(ctx.db, userId),
    identityLocked: identity !== null,
  };
}

export const appUserOther: Handler<'appUserOther'> = (ctx) => otherState(ctx, requireSession(ctx).userId);

const missing = (field: string) => new HttpFailure(400, `Invalid value for ${field}`, { field });

export const updateAppUserOther: Handler<'updateAppUserOther'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  const identity = kycIdentity(ctx.db, userId, ctx.now);
  let other: UserOther;
  if (identity) {
    const differs =
      (req.realName !== undefined && req.realName !== identity.fullName) ||
      (req.birthDate !== undefined && req.birthDate !== identity.birthDate) ||
      (req.sourceOfIncome !== undefined && req.sourceOfIncome !== identity.sourceOfFunds);
    if (differs) throw new CallFailure(MemberErrorCode.detailsLocked, 'Your name, birthday and source of income are those of your identity verification');
    other = { realName: identity.fullName, birthDate: identity.birthDate, sourceOfIncome: identity.sourceOfFunds as UserOther['sourceOfIncome'], email: req.email, occupation: req.occupation };
  } else {
    if (req.realName === undefined) throw missing('realName');
    if (req.birthDate === undefined) throw missing('birthDate');
    if (req.sourceOfIncome === undefined) throw missing('sourceOfIncome');
    if (ageOn(req.birthDate, manilaToday(ctx.now)) < MIN_AGE) throw new CallFailure(MemberErrorCode.underAge, `You must be ${MIN_AGE} or older to play`, { minAge: MIN_AGE });
    other = { realName: req.realName, birthDate: req.birthDate, sourceOfIncome: req.sourceOfIncome, email: req.email, occupation: req.occupation };
  }
  saveOther(ctx.db, userId, other, ctx.now);
  return otherState(ctx, userId);
};

export const updateAddress: Handler<'updateAddress'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  saveAddress(ctx.db, userId, req, ctx.now);
  return { address: readAddress(ctx.db, userId)! };
};

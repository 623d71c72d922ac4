// The member calls: the player's own profile.
import { HttpFailure, requireSession, type Handler } from '../handler';
import { updateUserProfile } from '../auth/users';

export const updateProfile: Handler<'updateProfile'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  const saved = updateUserProfile(ctx.db, userId, { nickname: req.nickname, avatar: req.avatar });
  if (!saved) throw new HttpFailure(401, 'Please log in again');
  return saved;
};

// setSafeboxPassword (a contract addition: the spec has hasSafeboxPassword and safeboxLength but no
// call). The first one is set with {password}; a change needs {oldPassword, password}. Hashed like
// login passwords; wrong old passwords count toward a lock (safebox-store.ts).
import { MemberErrorCode } from '../../../contract/member';
import { CallFailure, requireSession, unwrap, type Handler } from '../handler';
import { hashPassword, verifyPassword } from '../lib/secrets';
import { withHashTurn } from '../lib/hash-turns';
import { changeSafebox, hasSafebox, keepSafeboxFailure, reserveSafeboxAttempt, setFirstSafebox } from './safebox-store';

const locked = (until: number) => new CallFailure(MemberErrorCode.safeboxLocked, 'Too many wrong safebox passwords. Try again later', { until });

export const setSafeboxPassword: Handler<'setSafeboxPassword'> = async (ctx, req) => {
  const { userId } = requireSession(ctx);
  const { db } = ctx;
  const length = ctx.config.get().safeboxLength;
  if (req.password.length < length.min || req.password.length > length.max) {
    throw new CallFailure(MemberErrorCode.safeboxFormat, `The safebox password must be ${length.min}-${length.max} digits`, { min: length.min, max: length.max });
  }
  if (req.oldPassword === undefined) {
    if (hasSafebox(db, userId)) throw new CallFailure(MemberErrorCode.safeboxAlreadySet, 'A safebox password is already set: enter the old one to change it');
    const passwordHash = await withHashTurn(ctx.address, () => hashPassword(req.password));
    // ON CONFLICT DO NOTHING: two racing first sets store one.
    if (!setFirstSafebox(db, userId, passwordHash, ctx.now)) throw new CallFailure(MemberErrorCode.safeboxAlreadySet, 'A safebox password is already set: enter the old one to change it');
    return { hasSafeboxPassword: true };
  }
  const reservation = db.transaction(() => reserveSafeboxAttempt(db, userId, ctx.now)).immediate();
  if ('notSet' in reservation) throw new CallFailure(MemberErrorCode.safeboxNotSet, 'No safebox password is set yet');
  if ('lockedUntil' in reservation) throw locked(reservation.lockedUntil);
  const oldPassword = req.oldPassword;
  const right = await withHashTurn(ctx.address, () => verifyPassword(oldPassword, reservation.hash));
  if (!right) {
    const left = db.transaction(() => keepSafeboxFailure(db, userId, ctx.now)).immediate();
    if (left.lockedUntil !== null) throw locked(left.lockedUntil);
    throw new CallFailure(MemberErrorCode.safeboxWrongPassword, 'The old safebox password is wrong', { attemptsLeft: left.attemptsLeft });
  }
  const passwordHash = await withHashTurn(ctx.address, () => hashPassword(req.password));
  unwrap(
    db.transaction(() =>
      // Another change won the race with the same old password: this one must be made again.
      changeSafebox(db, userId, reservation.hash, passwordHash, ctx.now) ? null : new CallFailure(MemberErrorCode.safeboxWrongPassword, 'The safebox password was just changed', { attemptsLeft: 0 }),
    )(),
  );
  return { hasSafeboxPassword: true };
};

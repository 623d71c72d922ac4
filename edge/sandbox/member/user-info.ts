// The player's public view (UserInfo, spec section 3): their row (users), whether their identity
// is verified (kyc), and the fields the member tables decide: whether other details and a safebox
// password are set, and the uploaded picture's URL; and their pending and locked bonus (bonus).
import type { UserInfo } from '../../../contract/session';
import type { SandboxDb } from '../db-types';
import { bonusSummary } from '../bonus/service';
import { isKycApproved } from '../kyc/service';
import { findUserById, toUserInfo } from '../users/service';
import { avatarPath, avatarToken } from './avatar-store';
import { hasOther } from './details-store';
import { hasSafebox } from './safebox-store';

/** hasUserOther, hasSafeboxPassword and avatarOther of player `userId`. */
function memberFlags(db: SandboxDb, userId: number): Pick<UserInfo, 'hasUserOther' | 'hasSafeboxPassword' | 'avatarOther'> {
  const token = avatarToken(db, userId);
  return { hasUserOther: hasOther(db, userId), hasSafeboxPassword: hasSafebox(db, userId), avatarOther: token ? avatarPath(token) : '' };
}

/** The public view of player `userId` as of `now`, or undefined when there is no such player. */
export function userInfo(db: SandboxDb, userId: number, now: number): UserInfo | undefined {
  const row = findUserById(db, userId);
  if (!row) return undefined;
  const { pending, locked, turnoverLeft } = bonusSummary(db, userId);
  return { ...toUserInfo(row, now), hasKyc: isKycApproved(db, userId, now), ...memberFlags(db, userId), bonus: { pending, locked, turnoverLeft } };
}

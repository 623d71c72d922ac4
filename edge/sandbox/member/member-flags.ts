// The user-info fields the member tables decide (spec section 3): whether other details and a
// safebox password are set, and the uploaded picture's URL.
import type { UserInfo } from '../../../contract/session';
import type { SandboxDb } from '../db-types';
import { avatarPath, avatarToken } from './avatar-store';
import { hasOther } from './details-store';
import { hasSafebox } from './safebox-store';

/** hasUserOther, hasSafeboxPassword and avatarOther of player `userId`. */
export function memberFlags(db: SandboxDb, userId: number): Pick<UserInfo, 'hasUserOther' | 'hasSafeboxPassword' | 'avatarOther'> {
  const token = avatarToken(db, userId);
  return { hasUserOther: hasOther(db, userId), hasSafeboxPassword: hasSafebox(db, userId), avatarOther: token ? avatarPath(token) : '' };
}

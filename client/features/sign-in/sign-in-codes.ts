// What the sign-in calls' operator codes say to the player.
import { SignInErrorCode } from '../../../contract/sign-in';
import type { CodeMessages } from '../../stores/error-message';

export const SIGN_IN_CODES: CodeMessages = {
  [SignInErrorCode.closed]: 'signIn.error.closed',
  [SignInErrorCode.alreadySigned]: 'signIn.error.alreadySigned',
  [SignInErrorCode.notVip]: 'signIn.error.notVip',
  [SignInErrorCode.notSignedToday]: 'signIn.error.notSignedToday',
  [SignInErrorCode.vipAlreadyClaimed]: 'signIn.error.vipAlreadyClaimed',
  [SignInErrorCode.vipNothingToClaim]: 'signIn.error.vipNothingToClaim',
  [SignInErrorCode.loginBonusClosed]: 'signIn.error.loginBonusClosed',
  [SignInErrorCode.loginBonusToday]: 'signIn.error.loginBonusToday',
  [SignInErrorCode.loginBonusDone]: 'signIn.error.loginBonusDone',
};

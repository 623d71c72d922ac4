// The member calls' operator codes as messages (with the data some of them carry).
import { MemberErrorCode } from '../../../contract/member';
import type { CodeMessages } from '../../stores/error-message';
import { formatDateTime } from '../../lib/date-time';
import { $locale } from '../../stores/locale';

const num = (value: unknown) => (typeof value === 'number' ? value : 0);

export const PROFILE_CODES: CodeMessages = {
  [MemberErrorCode.safeboxWrongPassword]: (error) => ({ key: 'profile.code.2001', params: { left: num(error.body.attemptsLeft) } }),
  [MemberErrorCode.safeboxLocked]: (error) => ({ key: 'profile.code.2002', params: { time: formatDateTime(num(error.body.until), $locale.get()) } }),
  [MemberErrorCode.safeboxAlreadySet]: 'profile.code.2003',
  [MemberErrorCode.safeboxNotSet]: 'profile.code.2004',
  [MemberErrorCode.safeboxFormat]: (error) => ({ key: 'profile.code.2005', params: { min: num(error.body.min) } }),
  [MemberErrorCode.detailsLocked]: 'profile.code.2006',
  [MemberErrorCode.underAge]: 'profile.code.2011',
};

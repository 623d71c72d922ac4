// English text of failed calls shared by every feature (stores/error-message.ts). The timeout
// text is the core 'api.timeout', shared with the 'Tips' dialog.
const errorsEn = {
  'errors.network': 'No connection. Check your internet and try again',
  'errors.tooManyRequests': 'Too many attempts. Please wait a moment and try again',
  'errors.maintenance': 'We are doing maintenance. Please try again later',
  'errors.sessionExpired': 'Your session has ended. Please log in again',
  'errors.generic': 'Something went wrong (code {code}). Please try again',
  'errors.passwordBackoff': 'Too many wrong passwords. For your safety, try again in {wait}',
  'errors.passwordLockedHere': 'Too many wrong passwords from this network. This account is locked here for {wait}. Reset your password by SMS to unlock it',
} satisfies Record<string, string>;

export default errorsEn;

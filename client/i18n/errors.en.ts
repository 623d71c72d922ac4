// English text of failed calls shared by every feature (stores/error-message.ts). The timeout
// text is the core 'api.timeout', shared with the 'Tips' dialog.
const errorsEn = {
  'errors.network': 'No connection. Check your internet and try again',
  'errors.tooManyRequests': 'Too many attempts. Please wait a moment and try again',
  'errors.maintenance': 'We are doing maintenance. Please try again later',
  'errors.sessionExpired': 'Your session has ended. Please log in again',
  'errors.generic': 'Something went wrong (code {code}). Please try again',
} satisfies Record<string, string>;

export default errorsEn;

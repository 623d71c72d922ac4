// English text of failed calls shared by every feature (stores/error-message.ts). The timeout
// text is the core 'api.timeout', shared with the 'Tips' dialog.
const errorsEn = {
  'errors.network': 'No connection. Check your internet and try again',
  'errors.tooManyRequests': 'Too many attempts. Please wait a moment and try again',
  'errors.maintenance': 'We are doing maintenance. Please try again later',
  'errors.sessionExpired': 'Your session has ended. Please log in again',
  'errors.generic': 'Something went wrong (code {code}). Please try again',
  'errors.onBreak': 'You are taking a break from play until {until}. You can log in again after that.',
  'errors.selfExcluded': 'You have excluded yourself from play until {until}. You cannot log in, deposit or play until then.',
  'errors.limitDepositLeft': 'Your limit lets you deposit {left} more. It resets on {resetsAt}.',
  'errors.limitDepositReached': 'You have reached your deposit limit. It resets on {resetsAt}.',
  'errors.limitBetLeft': 'Your limit lets you bet {left} more. It resets on {resetsAt}.',
  'errors.limitBetReached': 'You have reached your bet limit. It resets on {resetsAt}.',
  'errors.limitLossLeft': 'Your loss limit lets you risk {left} more. It resets on {resetsAt}.',
  'errors.limitLossReached': 'You have reached your loss limit. It resets on {resetsAt}.',
} satisfies Record<string, string>;

export default errorsEn;

// English text of the responsible-gaming refusals (stores/limit-messages.ts): breaks, exclusions
// and limits, answered on login, deposit and play alike; and the password lockout, answered by
// every call that checks the login password.
const limitErrorsEn = {
  'limitErrors.onBreak': 'You are taking a break from play until {until} (Manila time). You can log in again after that.',
  'limitErrors.selfExcluded': 'You have excluded yourself from play until {until} (Manila time). You cannot log in, deposit or play until then.',
  'limitErrors.depositLeft': 'Your limit lets you deposit {left} more. It resets on {resetsAt} (Manila time).',
  'limitErrors.depositReached': 'You have reached your deposit limit. It resets on {resetsAt} (Manila time).',
  'limitErrors.betLeft': 'Your limit lets you bet {left} more. It resets on {resetsAt} (Manila time).',
  'limitErrors.betReached': 'You have reached your bet limit. It resets on {resetsAt} (Manila time).',
  'limitErrors.lossLeft': 'Your loss limit lets you risk {left} more. It resets on {resetsAt} (Manila time).',
  'limitErrors.lossReached': 'You have reached your loss limit. It resets on {resetsAt} (Manila time).',
  'limitErrors.passwordBackoff': 'Too many wrong passwords. Try again in {wait}',
  'limitErrors.passwordLockedHere': 'Too many wrong passwords from this network: locked here for {wait}. Reset your password by SMS to unlock',
} satisfies Record<string, string>;

export default limitErrorsEn;

// Core English text (first paint). Feature catalogs live beside their features' registrations.
const en: Record<string, string> = {
  'app.title': 'Casino',
  'common.retry': 'Try again',
  'common.home': 'Home',
  'common.back': 'Back',
  'common.close': 'Close',
  'common.ok': 'OK',
  'common.loading': 'Loading…',
  'common.showPassword': 'Show password',
  'common.hidePassword': 'Hide password',
  'api.tipsTitle': 'Tips',
  'api.timeout': 'The request has timed out, please try again later',
};
export default en;

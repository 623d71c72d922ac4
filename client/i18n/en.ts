// Core English text (first paint). Feature catalogs are registered by their features.
const en = {
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

  'boot.failedTitle': 'Cannot connect',
  'boot.failedMessage': 'Please check your internet connection and try again.',
  'error.serverTitle': 'Something went wrong',
  'error.modalFailed': 'This window could not open. Please try again.',
  'guard.activityUnavailable': 'This event is not available to you right now.',

  'shell.mainNav': 'Main',
  'shell.language': 'Language',
  'shell.language.en': 'English',
  'shell.language.fil': 'Filipino',
  'shell.login': 'Log in',
  'shell.register': 'Register',
  'shell.account': 'Account',
  'shell.balance': 'Balance',
  'shell.refreshBalance': 'Refresh balance',
  'shell.deposit': 'Deposit',
  'shell.refreshFailed': 'Could not refresh the balance.',
  'shell.mailWaiting': 'New mail or a reward waits',
  'shell.nav.promotions': 'Promotions',
  'shell.nav.rewards': 'Rewards',

  'home.hello': 'Hello, {name}!',
  'home.welcome': 'Welcome to {title}',
  'home.signUpBonus': 'Sign up now and get {amount} free!',
  'home.joinNow': 'Join now and start playing.',

  'info.termsTitle': 'Terms of Use',
  'info.privacyTitle': 'Privacy Policy',

  'footer.supportFailed': 'Customer service could not open. Try again.',
  'shell.support': 'Customer service',
  'shell.offline': "You're offline. Things will load again once you're connected.",
  'error.notFound': 'Page not found',
  'error.notFoundText': 'This page is not here, or not yet. Find your game from home or search.',
  'error.search': 'Search games',
  'error.serverMessage': 'Something went wrong on our side. Please try again.',
  'error.offlineTitle': 'No connection',
  'error.offlineMessage': 'This page could not load. Check your internet, then try again.',
} satisfies Record<string, string>;
export default en;

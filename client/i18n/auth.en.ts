// English strings of the auth feature (login, register, forget, set password, bind, social).
// Loaded with the auth chunks, not with the first paint. `{name}` marks a placeholder.
const authEn = {
  // form rules
  'auth.rule.accountRequired': 'Enter your account name',
  'auth.rule.accountChars': 'Use only letters, numbers and underscores (_)',
  'auth.rule.accountLength': 'Account name must be {min} to {max} characters',
  'auth.rule.passwordRequired': 'Enter your password',
  'auth.rule.passwordSpaces': 'Password cannot contain spaces',
  'auth.rule.passwordLength': 'Password must be {min} to {max} characters',
  'auth.rule.confirmRequired': 'Enter your password again',
  'auth.rule.confirmMismatch': 'The passwords do not match',
  'auth.rule.mobileRequired': 'Enter your mobile number',
  'auth.rule.mobileFormat': 'Enter a {length}-digit mobile number that starts with 9',
  'auth.rule.mobileFormatRange': 'Enter a mobile number of {min} to {max} digits that starts with 9',
  'auth.rule.codeRequired': 'Enter the verification code',
  'auth.rule.codeLength': 'The code has {length} digits',
  'auth.rule.codeLengthRange': 'The code has {min} to {max} digits',
  'auth.rule.consentRequired': 'Please confirm that you are 21 or older and accept the terms',

  // server and network errors
  'auth.error.accountExists': 'This account name is already taken. Try another one',
  'auth.error.wrongCredentials': 'Wrong account or password',
  'auth.error.codeInvalid': 'The code is wrong or has expired. Request a new one',
  'auth.error.sendLimitWait': 'Please wait {seconds}s before requesting another code',
  'auth.error.sendLimit': 'Too many codes requested for this number. Please try again later',
  'auth.error.notRegistered': 'This mobile number is not registered yet',
  'auth.error.passwordAlreadySet': 'Your account already has a password',
  'auth.error.alreadyBound': 'This is already linked to an account',
  'auth.error.socialTokenInvalid': 'Social sign-in could not be verified. Please try again',
  'auth.error.mobileExists': 'This mobile number is already registered. Log in instead',
  'auth.error.registerDisabled': 'This sign-up method is not available right now',
  'auth.error.accountLocked': 'Too many wrong passwords. Try again in a few minutes or reset your password',
  'auth.error.badRequest': 'Please check the details you entered',

  // social sign-in
  'auth.social.title': 'Or continue with',
  'auth.social.continueWith': 'Continue with {provider}',
  'auth.social.cancelled': 'Sign-in was cancelled',
  'auth.social.unavailable': '{provider} sign-in could not be loaded. Please try again',
  'auth.social.failed': '{provider} sign-in failed. Please try again',
  'auth.social.notConfigured': '{provider} sign-in is not available right now',

  // fields
  'auth.tab.phone': 'Phone',
  'auth.tab.account': 'Account',
  'auth.field.mobile': 'Mobile number',
  'auth.field.account': 'Account name',
  'auth.field.password': 'Password',
  'auth.field.newPassword': 'New password',
  'auth.field.confirmPassword': 'Confirm password',
  'auth.field.code': 'Verification code',
  'auth.hint.account': '{min} to {max} letters, numbers or _',
  'auth.hint.password': '{min} to {max} characters, no spaces',
  'auth.placeholder.mobile': '9XX XXX XXXX',
  'auth.placeholder.code': '{length}-digit code',
  'auth.sendCode': 'Send code',
  'auth.resendIn': 'Resend in {seconds}s',
  'auth.codeSent': 'Code sent to +{prefix} {mobile}',

  // login
  'auth.login.title': 'Log in',
  'auth.login.submit': 'Log in',
  'auth.login.forgot': 'Forgot password?',
  'auth.login.noAccount': 'New here?',
  'auth.login.createAccount': 'Create account',
  'auth.login.welcome': 'Welcome back!',

  // register
  'auth.register.title': 'Create account',
  'auth.register.submit': 'Sign up',
  'auth.register.bonus': 'Sign up now and get a {amount} bonus!',
  'auth.register.consent': 'I am 21 or older and I accept the {terms} and the {privacy}',
  'auth.register.terms': 'Terms of Use',
  'auth.register.privacy': 'Privacy Policy',
  'auth.register.haveAccount': 'Already have an account?',
  'auth.register.login': 'Log in',
  'auth.register.welcome': 'Welcome! Your account is ready',

  // forgotten password
  'auth.forget.title': 'Reset password',
  'auth.forget.intro': 'We will send a code to the mobile number on your account.',
  'auth.forget.submit': 'Reset password',
  'auth.forget.done': 'Your password has been changed. Log in with your new password.',
  'auth.forget.backToLogin': 'Back to log in',

  // set password
  'auth.setPassword.title': 'Set password',
  'auth.setPassword.intro': 'Add a password so you can also log in with your phone number and password.',
  'auth.setPassword.submit': 'Save password',
  'auth.setPassword.done': 'Your password has been saved',
  'auth.setPassword.already': 'Your account already has a password. To change it, use Forgot password on the log in page.',

  // bind
  'auth.bind.title': 'Link accounts',
  'auth.bind.phoneTitle': 'Mobile number',
  'auth.bind.phoneIntro': 'Link your mobile number to log in with it and to recover your account.',
  'auth.bind.phoneBound': 'Linked: {mobile}',
  'auth.bind.phoneSubmit': 'Link mobile number',
  'auth.bind.phoneDone': 'Your mobile number is linked',
  'auth.bind.socialTitle': 'Social accounts',
  'auth.bind.link': 'Link',
  'auth.bind.linkProvider': 'Link {provider}',
  'auth.bind.linkedAs': 'Linked as {name}',
  'auth.bind.linked': 'Linked',
  'auth.bind.socialDone': 'Your {provider} account is linked',

  'auth.goHome': 'Go to home',
  'auth.redirecting': 'Signing you in…',
  'auth.payout.intro': 'You can still take out your balance of {amount}.',
  'auth.payout.to': 'Pay out to',
  'auth.payout.pay': 'Pay out {amount}',
  'auth.payout.done': '{amount} is on its way to {account} (order {orderNo}). It is reviewed like any withdrawal.',
  'auth.payout.noAccount': 'You have no receiving account on file. Customer service can pay out your balance.',
  'auth.payout.expired': 'This payout offer has expired. Log in again to get a new one.',
} satisfies Record<string, string>;

export default authEn;

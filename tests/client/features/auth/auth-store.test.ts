import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsPurpose, SocialProvider, AuthErrorCode } from '../../../../contract/auth';
import { ErrorCode, TOKEN_KEY } from '../../../../contract/call-row';
import type { AppConfig } from '../../../../contract/core';
import { buildConfig, buildUser } from '../../../builders';
import { fakeApi, FakeFailure, type FakeApi } from '../../fake-api';
import { ApiError } from '../../../../client/api/errors';
import { SocialLoginError } from '../../../../client/lib/social/social-error';

vi.mock('../../../../client/stores/session', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../client/stores/session')>();
  return { ...real, signIn: vi.fn(real.signIn), setUser: vi.fn(real.setUser) };
});
vi.mock('../../../../client/lib/social/social-login', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../client/lib/social/social-login')>();
  return { ...real, socialLogin: vi.fn(), finishPendingSocial: vi.fn() };
});

const session = await import('../../../../client/stores/session');
const social = await import('../../../../client/lib/social/social-login');
const { $config } = await import('../../../../client/stores/config');
const auth = await import('../../../../client/features/auth/auth-store');

const user = buildUser({ id: 7, account: 'player01', mobile: '', hasPassword: true });
let api: FakeApi;

const socialConfig: SocialConfig = {
  facebook: { status: 1, appId: 'fb-app', sdkUrl: '/sandbox/idp/facebook/sdk.js' },
  google: { status: 1, clientId: 'g-client', sdkUrl: '/sandbox/idp/google/sdk.js' },
  line: { status: 1, liffId: 'liff-1', sdkUrl: '/sandbox/idp/line/sdk.js' },
};
type SocialConfig = AppConfig['socialLogin'];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  api = fakeApi({ getAfterLoginInfoWeb: { appGameDataUser: { gameLikes: [], gameHistory: [] }, inviteCode: 'X', aid: 0, activityIds: [] } });
  vi.mocked(session.signIn).mockClear();
  vi.mocked(session.setUser).mockClear();
  $config.set(buildConfig({ smsCodeInterval: 60, socialLogin: socialConfig }));
});
afterEach(() => {
  auth.resetSmsCooldown();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const authOk = { token: 'tok-1', user };

describe('logins and registrations', () => {
  it('account login posts accountLogin with the account and remembers the account name', async () => {
    api.answer('accountLogin', authOk);
    await auth.loginWithPassword({ account: 'player01' }, 'secret1');
    expect(api.posted('accountLogin')).toEqual([{ account: 'player01', password: 'secret1' }]);
    expect(session.signIn).toHaveBeenCalledWith(expect.objectContaining({ token: 'tok-1' }), { rememberAccount: 'player01' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
  });

  it('phone-and-password login (phoneNoOtp) posts accountLogin with the normalised mobile', async () => {
    api.answer('accountLogin', authOk);
    await auth.loginWithPassword({ mobile: '0917 123 4567' }, 'secret1');
    expect(api.posted('accountLogin')).toEqual([{ mobile: '9171234567', password: 'secret1' }]);
    expect(session.signIn).toHaveBeenCalledTimes(1);
  });

  it('SMS login posts accountLoginSms and signs in', async () => {
    api.answer('accountLoginSms', authOk);
    await auth.loginWithSms('+639171234567', '123456');
    expect(api.posted('accountLoginSms')).toEqual([{ mobile: '9171234567', smsCode: '123456' }]);
    expect(session.signIn).toHaveBeenCalledTimes(1);
  });

  it('account registration posts accountRegist with the invite code', async () => {
    api.answer('accountRegist', authOk);
    await auth.registerAccount('player01', 'secret1', 'INV42');
    expect(api.posted('accountRegist')).toEqual([{ account: 'player01', password: 'secret1', eligibilityDeclared: 1, inviteCode: 'INV42' }]);
    expect(session.signIn).toHaveBeenCalledWith(expect.anything(), { rememberAccount: 'player01' });
  });

  it('phone registration posts accountRegist4 (code only when given)', async () => {
    api.answer('accountRegist4', authOk);
    await auth.registerPhone('09171234567', 'secret1', '123456');
    await auth.registerPhone('09171234567', 'secret1');
    expect(api.posted('accountRegist4')).toEqual([
      { mobile: '9171234567', password: 'secret1', eligibilityDeclared: 1, smsCode: '123456' },
      { mobile: '9171234567', password: 'secret1', eligibilityDeclared: 1 },
    ]);
  });

  it('a failed login rejects with the ApiError and does not sign in', async () => {
    api.answer('accountLogin', new FakeFailure(AuthErrorCode.wrongCredentials, { msg: 'Wrong password' }));
    const error = await auth.loginWithPassword({ account: 'player01' }, 'nope123').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(auth.authErrorMessage(error)).toEqual({ key: 'auth.error.wrongCredentials' });
    expect(session.signIn).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('passwords and binding', () => {
  it('resetPassword posts forgetPassword', async () => {
    api.answer('forgetPassword', {});
    await auth.resetPassword('9171234567', '654321', 'newpass1');
    expect(api.posted('forgetPassword')).toEqual([{ mobile: '9171234567', smsCode: '654321', password: 'newpass1' }]);
  });

  it('setPassword posts initPassword and stores the new user', async () => {
    api.answer('initPassword', { user: { ...user, hasPassword: true } });
    await auth.setPassword('secret1');
    expect(api.posted('initPassword')).toEqual([{ password: 'secret1' }]);
    expect(session.setUser).toHaveBeenCalledWith(expect.objectContaining({ id: 7, hasPassword: true }));
  });

  it('bindPhone posts bindAccount and stores the new user', async () => {
    api.answer('bindAccount', { user: { ...user, mobile: '9171234567' } });
    await auth.bindPhone('09171234567', '111111');
    expect(api.posted('bindAccount')).toEqual([{ mobile: '9171234567', smsCode: '111111' }]);
    expect(session.setUser).toHaveBeenCalledWith(expect.objectContaining({ mobile: '9171234567' }));
  });
});

describe('sendSmsCode', () => {
  it('posts smsSend with the purpose and counts the interval down', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    api.answer('smsSend', { interval: 3 });
    await expect(auth.sendSmsCode('09171234567', SmsPurpose.forget)).resolves.toBe(3);
    expect(api.posted('smsSend')).toEqual([{ mobile: '9171234567', purpose: SmsPurpose.forget }]);
    expect(auth.$smsCooldown.get()).toEqual({ [SmsPurpose.forget]: 3 });
    vi.advanceTimersByTime(1000);
    expect(auth.$smsCooldown.get()).toEqual({ [SmsPurpose.forget]: 2 });
    vi.advanceTimersByTime(2000);
    expect(auth.$smsCooldown.get()).toEqual({});
  });

  it('falls back to the config interval', async () => {
    api.answer('smsSend', {} as { interval: number });
    await expect(auth.sendSmsCode('9171234567', SmsPurpose.register)).resolves.toBe(60);
  });

  it('1104 with seconds left starts the countdown and says how long to wait', async () => {
    api.answer('smsSend', new FakeFailure(AuthErrorCode.smsSendLimit, { msg: 'wait', extra: { interval: 42 } }));
    const error = await auth.sendSmsCode('9171234567', SmsPurpose.bind).catch((e: unknown) => e);
    expect(auth.authErrorMessage(error)).toEqual({ key: 'auth.error.sendLimitWait', params: { seconds: 42 } });
    expect(auth.$smsCooldown.get()[SmsPurpose.bind]).toBe(42);
  });

  it('1104 without seconds is the daily limit', async () => {
    api.answer('smsSend', new FakeFailure(AuthErrorCode.smsSendLimit));
    const error = await auth.sendSmsCode('9171234567', SmsPurpose.bind).catch((e: unknown) => e);
    expect(auth.authErrorMessage(error)).toEqual({ key: 'auth.error.sendLimit' });
  });
});

describe('invite code', () => {
  it('keeps ?inviteCode= in localStorage and sends it with registrations and SMS logins', async () => {
    auth.captureInviteCode('?inviteCode=FRIEND7&x=1');
    expect(localStorage.getItem('invite_code')).toBe('FRIEND7');
    auth.captureInviteCode('?other=1'); // a later page without it keeps the code
    expect(auth.storedInviteCode()).toBe('FRIEND7');
    api.answer('accountRegist', authOk);
    api.answer('accountLoginSms', authOk);
    await auth.registerAccount('player01', 'secret1');
    await auth.loginWithSms('9171234567', '123456');
    expect(api.posted('accountRegist')[0].inviteCode).toBe('FRIEND7');
    expect(api.posted('accountLoginSms')[0].inviteCode).toBe('FRIEND7');
  });

  it('ignores invite codes that are not plain tokens', () => {
    auth.captureInviteCode('?inviteCode=%3Cscript%3E');
    expect(auth.storedInviteCode()).toBeUndefined();
  });
});

describe('social', () => {
  it('Facebook: exchanges the SDK credential with facebookLogin and signs in with the provider', async () => {
    vi.mocked(social.socialLogin).mockResolvedValueOnce({ accessToken: 'fb-token', userID: 'fb-1', signedRequest: 'sig', expiresIn: 3600 });
    api.answer('facebookLogin', authOk);
    await auth.loginWithSocial(SocialProvider.facebook);
    expect(social.socialLogin).toHaveBeenCalledWith(SocialProvider.facebook, socialConfig, expect.objectContaining({ intent: 'login' }));
    expect(api.posted('facebookLogin')).toEqual([{ accessToken: 'fb-token', userID: 'fb-1', signedRequest: 'sig', expiresIn: 3600 }]);
    expect(session.signIn).toHaveBeenCalledWith(expect.anything(), { provider: SocialProvider.facebook });
  });

  it('Google and LINE post googleLogin and lineLogin', async () => {
    vi.mocked(social.socialLogin).mockResolvedValue({ accessToken: 'tok' });
    api.answer('googleLogin', authOk);
    api.answer('lineLogin', authOk);
    await auth.loginWithSocial(SocialProvider.google);
    await auth.loginWithSocial(SocialProvider.line);
    expect(api.posted('googleLogin')).toEqual([{ accessToken: 'tok' }]);
    expect(api.posted('lineLogin')).toEqual([{ accessToken: 'tok' }]);
  });

  it('LINE returns to the login page with the redirect', async () => {
    vi.mocked(social.socialLogin).mockRejectedValueOnce(new SocialLoginError('redirecting', SocialProvider.line));
    const error = await auth.loginWithSocial(SocialProvider.line, '/member').catch((e: unknown) => e);
    expect(auth.isSocialRedirect(error)).toBe(true);
    const options = vi.mocked(social.socialLogin).mock.calls.at(-1)?.[2];
    expect(options?.redirectUri).toBe(`${location.origin}/auth/login?redirect=%2Fmember`);
    expect(options?.redirect).toBe('/member');
  });

  it('bindSocial posts bindSocialAccount with the provider type', async () => {
    vi.mocked(social.socialLogin).mockResolvedValueOnce({ accessToken: 'fb-token', userID: 'fb-1' });
    api.answer('bindSocialAccount', { user: { ...user, facebookName: 'Juan' } });
    await auth.bindSocial(SocialProvider.facebook);
    expect(api.posted('bindSocialAccount')).toEqual([{ type: SocialProvider.facebook, accessToken: 'fb-token', userID: 'fb-1' }]);
    expect(session.setUser).toHaveBeenCalledWith(expect.objectContaining({ facebookName: 'Juan' }));
  });

  it('resumeSocialSignIn finishes a pending LINE login', async () => {
    vi.mocked(social.finishPendingSocial).mockResolvedValueOnce({
      pending: { provider: SocialProvider.line, intent: 'login', redirect: '/member' },
      credential: { accessToken: 'line-tok' },
    });
    api.answer('lineLogin', authOk);
    await expect(auth.resumeSocialSignIn('login')).resolves.toEqual({ provider: SocialProvider.line, intent: 'login', redirect: '/member' });
    expect(social.finishPendingSocial).toHaveBeenCalledWith(socialConfig, 'login');
    expect(api.posted('lineLogin')).toEqual([{ accessToken: 'line-tok' }]);
    expect(session.signIn).toHaveBeenCalledWith(expect.anything(), { provider: SocialProvider.line });
  });

  it('without a config a social sign-in is not configured', async () => {
    $config.set(null);
    const error = await auth.loginWithSocial(SocialProvider.google).catch((e: unknown) => e);
    expect(auth.authErrorMessage(error)).toEqual({ key: 'auth.social.notConfigured', params: { provider: 'Google' } });
  });
});

describe('authErrorMessage', () => {
  it.each([
    [AuthErrorCode.accountExists, 'auth.error.accountExists'],
    [AuthErrorCode.wrongCredentials, 'auth.error.wrongCredentials'],
    [AuthErrorCode.smsCodeInvalid, 'auth.error.codeInvalid'],
    [AuthErrorCode.mobileNotRegistered, 'auth.error.notRegistered'],
    [AuthErrorCode.passwordAlreadySet, 'auth.error.passwordAlreadySet'],
    [AuthErrorCode.alreadyBound, 'auth.error.alreadyBound'],
    [AuthErrorCode.socialTokenInvalid, 'auth.error.socialTokenInvalid'],
    [AuthErrorCode.mobileExists, 'auth.error.mobileExists'],
    [AuthErrorCode.registerTypeDisabled, 'auth.error.registerDisabled'],
    [ErrorCode.badRequest, 'auth.error.badRequest'],
  ])('code %i → %s', (code, key) => {
    expect(auth.authErrorMessage(new ApiError('accountLogin', 'code', code, 'server text'))).toEqual({ key });
  });

  it('never reads the server text', () => {
    const error = new ApiError('accountLogin', 'code', AuthErrorCode.wrongCredentials, 'Account locked');
    expect(auth.authErrorMessage(error).key).toBe('auth.error.wrongCredentials');
  });

  it('shows the lockout with its wait: the back-off and the lock of this network', () => {
    const backoff = new ApiError('accountLogin', 'code', AuthErrorCode.accountLocked, 'server text', { interval: 64 });
    expect(auth.authErrorMessage(backoff)).toEqual({ key: 'limitErrors.passwordBackoff', params: { wait: '64 seconds' } });
    const locked = new ApiError('accountLogin', 'code', AuthErrorCode.lockedOnNetwork, 'server text', { interval: 86_000 });
    expect(auth.authErrorMessage(locked)).toEqual({ key: 'limitErrors.passwordLockedHere', params: { wait: '24 hours' } });
  });

  it('network, timeout, 401, 429, 503 and unknown codes come from the shared mapper', () => {
    expect(auth.authErrorMessage(new ApiError('accountLogin', 'network', 0)).key).toBe('errors.network');
    expect(auth.authErrorMessage(new ApiError('accountLogin', 'timeout', 504)).key).toBe('api.timeout');
    expect(auth.authErrorMessage(new ApiError('accountLogin', 'code', ErrorCode.unauthorized)).key).toBe('errors.sessionExpired');
    expect(auth.authErrorMessage(new ApiError('accountLogin', 'code', ErrorCode.tooManyRequests)).key).toBe('errors.tooManyRequests');
    expect(auth.authErrorMessage(new ApiError('accountLogin', 'code', ErrorCode.maintenance)).key).toBe('errors.maintenance');
    expect(auth.authErrorMessage(new ApiError('accountLogin', 'code', 9999))).toEqual({ key: 'errors.generic', params: { code: 9999 } });
  });

  it('social outcomes', () => {
    expect(auth.authErrorMessage(new SocialLoginError('cancelled', SocialProvider.facebook)).key).toBe('auth.social.cancelled');
    expect(auth.authErrorMessage(new SocialLoginError('unavailable', SocialProvider.line))).toEqual({ key: 'auth.social.unavailable', params: { provider: 'LINE' } });
  });
});

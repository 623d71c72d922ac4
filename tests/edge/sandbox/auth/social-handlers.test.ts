import { describe, expect, it } from 'vitest';
import { AuthErrorCode } from '../../../../contract/auth';
import { ledgerMismatches, makeSandbox } from '../helpers';
import { idpPopupSignIn } from '../idp/helpers';

describe('facebookLogin', () => {
  it('creates a player from a provider identity, then logs the same identity into the same player', async () => {
    const sandbox = makeSandbox();
    const signIn = await idpPopupSignIn(sandbox, 'facebook', { name: 'Maria Santos' });
    expect(signIn).toMatchObject({ source: 'sandbox-idp', provider: 'facebook', ok: true, expiresIn: 3600 });
    const first = await sandbox.call('facebookLogin', { accessToken: signIn.accessToken, userID: signIn.userID, eligibilityDeclared: 1 });
    expect(first.body.code).toBe(200);
    expect(first.body.user).toMatchObject({ facebookAccount: signIn.userID, facebookName: 'Maria Santos', nickname: 'Maria Santos', coin: 0, hasPassword: false });

    const again = await idpPopupSignIn(sandbox, 'facebook', { subject: signIn.userID });
    expect(again.userID).toBe(signIn.userID);
    const second = await sandbox.call('facebookLogin', { accessToken: again.accessToken, userID: again.userID });
    expect(second.body.user.id).toBe(first.body.user.id);
    // One sign-up bonus (pending until a first deposit), not one per login.
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM bonus_grants WHERE user_id = ?').pluck().get(first.body.user.id)).toBe(1);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('answers 1108 for a wrong userID, an unknown token, a token of another provider, an expired or a revoked token', async () => {
    const sandbox = makeSandbox();
    const fb = await idpPopupSignIn(sandbox, 'facebook');
    const google = await idpPopupSignIn(sandbox, 'google');
    const codeOf = async (body: Record<string, unknown>) => (await sandbox.call('facebookLogin', body)).body.code;
    expect(await codeOf({ accessToken: fb.accessToken, userID: '123' })).toBe(AuthErrorCode.socialTokenInvalid);
    expect(await codeOf({ accessToken: 'made-up', userID: fb.userID })).toBe(AuthErrorCode.socialTokenInvalid);
    expect(await codeOf({ accessToken: google.accessToken, userID: google.userID })).toBe(AuthErrorCode.socialTokenInvalid);

    const revoked = await idpPopupSignIn(sandbox, 'facebook');
    await sandbox.app.request('/sandbox/idp/revoke', { method: 'POST', body: JSON.stringify({ token: revoked.accessToken }), headers: { 'content-type': 'application/json' } });
    expect(await codeOf({ accessToken: revoked.accessToken, userID: revoked.userID })).toBe(AuthErrorCode.socialTokenInvalid);

    sandbox.clock.advance(3600 * 1000);
    expect(await codeOf({ accessToken: fb.accessToken, userID: fb.userID })).toBe(AuthErrorCode.socialTokenInvalid);
  });
});

describe('googleLogin and lineLogin', () => {
  it('log in with their own tokens only', async () => {
    const sandbox = makeSandbox();
    const google = await idpPopupSignIn(sandbox, 'google', { name: 'Paolo Reyes' });
    const result = await sandbox.call('googleLogin', { accessToken: google.accessToken, eligibilityDeclared: 1 });
    expect(result.body.user).toMatchObject({ googleAccount: google.userID, googleName: 'Paolo Reyes' });
    expect((await sandbox.call('lineLogin', { accessToken: google.accessToken })).body.code).toBe(AuthErrorCode.socialTokenInvalid);
  });

  it('lineLogin works with a token from the redirect flow (code exchanged once)', async () => {
    const sandbox = makeSandbox();
    const form = new URLSearchParams({ provider: 'line', client_id: 'liff-1', mode: 'redirect', redirect_uri: '/auth/login?x=1', action: 'continue', name: 'Liza Ramos', subject: '' });
    const redirect = await sandbox.app.request('/sandbox/idp/authorize', { method: 'POST', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(redirect.status).toBe(302);
    const location = new URL(redirect.headers.get('location') ?? '', 'http://app.test');
    expect(location.pathname).toBe('/auth/login');
    expect(location.searchParams.get('x')).toBe('1');
    expect(location.searchParams.get('liffClientId')).toBe('liff-1');
    const code = location.searchParams.get('code') ?? '';

    const exchange = (clientId: string) =>
      sandbox.app.request('/sandbox/idp/token', { method: 'POST', body: JSON.stringify({ code, client_id: clientId }), headers: { 'content-type': 'application/json' } });
    expect((await exchange('other-client')).status).toBe(400);
    const token = await exchange('liff-1');
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    expect((await exchange('liff-1')).status).toBe(400); // single use

    const login = await sandbox.call('lineLogin', { accessToken: access_token, eligibilityDeclared: 1 });
    expect(login.body.user).toMatchObject({ lineName: 'Liza Ramos' });
    expect(login.body.user.lineAccount).toMatch(/^U[0-9a-f]{32}$/);
  });
});

describe('social sign-up: the barred-groups declaration (issue 26)', () => {
  const playersOf = (sandbox: ReturnType<typeof makeSandbox>, subject: string) =>
    sandbox.db.prepare('SELECT eligibility_declared_at FROM users WHERE facebook_account = ? OR google_account = ? OR line_account = ?').pluck().all(subject, subject, subject);

  it('refuses a new identity without eligibilityDeclared: 1 (1113) before any row is made; the same token then signs up with it', async () => {
    const sandbox = makeSandbox();
    const fb = await idpPopupSignIn(sandbox, 'facebook', { name: 'Maria Santos' });
    const google = await idpPopupSignIn(sandbox, 'google');
    const line = await idpPopupSignIn(sandbox, 'line');
    const users = sandbox.db.prepare('SELECT COUNT(*) FROM users').pluck().get();
    const calls = [
      ['facebookLogin', { accessToken: fb.accessToken, userID: fb.userID }, fb.userID],
      ['googleLogin', { accessToken: google.accessToken }, google.userID],
      ['lineLogin', { accessToken: line.accessToken }, line.userID],
    ] as const;
    for (const [name, body] of calls) expect((await sandbox.call(name, body)).body.code).toBe(AuthErrorCode.eligibilityRequired);
    expect((await sandbox.call('googleLogin', { accessToken: google.accessToken, eligibilityDeclared: 0 })).body.code).toBe(AuthErrorCode.eligibilityRequired);
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(users);
    for (const [name, body, subject] of calls) {
      expect((await sandbox.call(name, { ...body, eligibilityDeclared: 1 })).body.code).toBe(200);
      expect(playersOf(sandbox, subject)).toEqual([sandbox.clock.now]);
    }
  });

  it('checks the token first (1108), and logs a known identity in without the declaration', async () => {
    const sandbox = makeSandbox();
    expect((await sandbox.call('lineLogin', { accessToken: 'made-up' })).body.code).toBe(AuthErrorCode.socialTokenInvalid);
    const fb = await idpPopupSignIn(sandbox, 'facebook');
    const first = await sandbox.call('facebookLogin', { accessToken: fb.accessToken, userID: fb.userID, eligibilityDeclared: 1 });
    const again = await idpPopupSignIn(sandbox, 'facebook', { subject: fb.userID });
    expect((await sandbox.call('facebookLogin', { accessToken: again.accessToken, userID: fb.userID })).body).toMatchObject({ code: 200, user: { id: first.body.user.id } });
  });

  it('5 parallel declared sign-ups of one identity make one player', async () => {
    const sandbox = makeSandbox();
    const google = await idpPopupSignIn(sandbox, 'google');
    const answers = await Promise.all(Array.from({ length: 5 }, () => sandbox.call('googleLogin', { accessToken: google.accessToken, eligibilityDeclared: 1 })));
    expect(new Set(answers.map((answer) => answer.body.user?.id)).size).toBe(1);
    expect(playersOf(sandbox, google.userID)).toHaveLength(1);
  });
});

describe('bindSocialAccount', () => {
  it('binds an identity to the logged-in player, and refuses one bound to another player (1107)', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('player01');
    const fb = await idpPopupSignIn(sandbox, 'facebook', { name: 'Carlo Garcia' });
    const bound = await sandbox.call('bindSocialAccount', { type: 3, accessToken: fb.accessToken, userID: fb.userID }, token);
    expect(bound.body).toMatchObject({ code: 200, user: { account: 'player01', facebookAccount: fb.userID, facebookName: 'Carlo Garcia' } });
    // Logging in with that identity now reaches player01.
    const again = await idpPopupSignIn(sandbox, 'facebook', { subject: fb.userID });
    expect((await sandbox.call('facebookLogin', { accessToken: again.accessToken, userID: fb.userID })).body.user.account).toBe('player01');

    const other = await sandbox.registerAccount('player02');
    const third = await idpPopupSignIn(sandbox, 'facebook', { subject: fb.userID });
    expect((await sandbox.call('bindSocialAccount', { type: 3, accessToken: third.accessToken, userID: fb.userID }, other.token)).body.code).toBe(AuthErrorCode.alreadyBound);
  });

  it('answers 1108 for an invalid token and 400 for an unknown type', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('player01');
    expect((await sandbox.call('bindSocialAccount', { type: 5, accessToken: 'nope' }, token)).body.code).toBe(AuthErrorCode.socialTokenInvalid);
    expect((await sandbox.call('bindSocialAccount', { type: 6, accessToken: 'nope' }, token)).status).toBe(400);
  });
});

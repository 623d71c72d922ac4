import { afterEach, describe, expect, it } from 'vitest';
import { setLocale, t } from '../../../../client/stores/locale';

afterEach(async () => {
  await setLocale('en');
});

describe('auth catalog', () => {
  it('is declared by the auth pages and modals, with Filipino loaded on demand', async () => {
    // Login lists them too: a code or social sign-in that creates the account declares (issue 26).
    for (const module of [await import('../../../../client/features/auth/login-page'), await import('../../../../client/features/auth/login-modal')]) {
      expect(module.catalogs.map((catalog) => catalog.domain)).toEqual(['auth', 'ageNotice', 'errors', 'limitErrors']);
    }
    // The register form lists the barred groups in the age notice's words.
    const register = await import('../../../../client/features/auth/register-modal');
    expect(register.catalogs.map((catalog) => catalog.domain)).toEqual(['auth', 'ageNotice', 'errors', 'limitErrors']);
    // (The test setup adds every catalog, as the pages' loader would.)
    expect(t('auth.login.title')).toBe('Log in');
    await setLocale('fil');
    expect(t('auth.login.title')).toBe('Mag-log in');
    expect(t('auth.rule.passwordLength', { min: 6, max: 20 })).toBe('Dapat 6 hanggang 20 na character ang password');
  });
});

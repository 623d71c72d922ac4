import { afterEach, describe, expect, it } from 'vitest';
import { setLocale, t } from '../../../../client/stores/locale';

afterEach(async () => {
  await setLocale('en');
});

describe('auth catalog', () => {
  it('is registered by the auth modules, with Filipino loaded on demand', async () => {
    expect(t('auth.login.title')).toBe('auth.login.title'); // not part of the core catalog
    await import('../../../../client/features/auth/auth-catalog');
    expect(t('auth.login.title')).toBe('Log in');
    await setLocale('fil');
    expect(t('auth.login.title')).toBe('Mag-log in');
    expect(t('auth.rule.passwordLength', { min: 6, max: 20 })).toBe('Dapat 6 hanggang 20 na character ang password');
  });
});

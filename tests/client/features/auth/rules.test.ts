// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  validateAccount,
  validateConfirmPassword,
  validateMobile,
  validatePassword,
  validateSmsCode,
  type RuleConfig,
} from '../../../../client/features/auth/rules';

const config: RuleConfig = {
  accountLength: { min: 6, max: 16 },
  passwordLength: { min: 6, max: 20 },
  mobileLength: { min: 10, max: 10 },
  smsCodeLength: { min: 6, max: 6 },
};

describe('validateAccount', () => {
  it('accepts letters, digits and underscore within the configured length', () => {
    expect(validateAccount('player_01', config)).toBeNull();
    expect(validateAccount('abcdef', config)).toBeNull();
    expect(validateAccount('a'.repeat(16), config)).toBeNull();
  });
  it('asks for a value when empty', () => {
    expect(validateAccount('', config)).toEqual({ key: 'auth.rule.accountRequired' });
  });
  it('rejects other characters', () => {
    for (const bad of ['player 01', 'player-01', 'pläyer01', 'player@01', '<script>']) {
      expect(validateAccount(bad, config)?.key).toBe('auth.rule.accountChars');
    }
  });
  it('uses the lengths of the config', () => {
    expect(validateAccount('abcde', config)).toEqual({ key: 'auth.rule.accountLength', params: { min: 6, max: 16 } });
    expect(validateAccount('a'.repeat(17), config)?.key).toBe('auth.rule.accountLength');
    const loose = { ...config, accountLength: { min: 3, max: 4 } };
    expect(validateAccount('abc', loose)).toBeNull();
    expect(validateAccount('abcde', loose)).toEqual({ key: 'auth.rule.accountLength', params: { min: 3, max: 4 } });
  });
});

describe('validatePassword', () => {
  it('accepts a password within the configured length', () => {
    expect(validatePassword('secret1', config)).toBeNull();
    expect(validatePassword('P@ss!w0rd#', config)).toBeNull();
  });
  it('asks for a value, refuses spaces and wrong lengths', () => {
    expect(validatePassword('', config)?.key).toBe('auth.rule.passwordRequired');
    expect(validatePassword('secret 12', config)?.key).toBe('auth.rule.passwordSpaces');
    expect(validatePassword('secret\t12', config)?.key).toBe('auth.rule.passwordSpaces');
    expect(validatePassword('12345', config)).toEqual({ key: 'auth.rule.passwordLength', params: { min: 6, max: 20 } });
    expect(validatePassword('x'.repeat(21), config)?.key).toBe('auth.rule.passwordLength');
    expect(validatePassword('12345678', { ...config, passwordLength: { min: 8, max: 8 } })).toBeNull();
  });
});

describe('validateConfirmPassword', () => {
  it('requires the same password', () => {
    expect(validateConfirmPassword('secret1', 'secret1')).toBeNull();
    expect(validateConfirmPassword('secret1', '')?.key).toBe('auth.rule.confirmRequired');
    expect(validateConfirmPassword('secret1', 'secret2')?.key).toBe('auth.rule.confirmMismatch');
  });
});

describe('validateMobile', () => {
  it('accepts PH mobiles in every common way of writing them', () => {
    for (const ok of ['9171234567', '09171234567', '+63 917 123 4567', '639171234567']) expect(validateMobile(ok, config)).toBeNull();
  });
  it('asks for a value when empty', () => {
    expect(validateMobile('  ', config)?.key).toBe('auth.rule.mobileRequired');
  });
  it('refuses numbers that are not 10 digits starting with 9', () => {
    for (const bad of ['8171234567', '917123456', '91712345678', '917123456a', '+1 917 123 4567']) {
      expect(validateMobile(bad, config)).toEqual({ key: 'auth.rule.mobileFormat', params: { length: 10 } });
    }
  });
  it('follows the configured mobile length', () => {
    const range = { ...config, mobileLength: { min: 9, max: 11 } };
    expect(validateMobile('917123456', range)).toBeNull();
    expect(validateMobile('91712345', range)).toEqual({ key: 'auth.rule.mobileFormatRange', params: { min: 9, max: 11 } });
  });
});

describe('validateSmsCode', () => {
  it('accepts digits of the configured length', () => {
    expect(validateSmsCode('123456', config)).toBeNull();
    expect(validateSmsCode('1234', { ...config, smsCodeLength: { min: 4, max: 6 } })).toBeNull();
  });
  it('refuses empty, short, long and non-digit codes', () => {
    expect(validateSmsCode('', config)?.key).toBe('auth.rule.codeRequired');
    expect(validateSmsCode('12345', config)).toEqual({ key: 'auth.rule.codeLength', params: { length: 6 } });
    expect(validateSmsCode('1234567', config)?.key).toBe('auth.rule.codeLength');
    expect(validateSmsCode('12a456', config)?.key).toBe('auth.rule.codeLength');
    expect(validateSmsCode('123', { ...config, smsCodeLength: { min: 4, max: 6 } })).toEqual({ key: 'auth.rule.codeLengthRange', params: { min: 4, max: 6 } });
  });
});

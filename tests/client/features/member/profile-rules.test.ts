// @vitest-environment node
// The profile forms' rules: a Philippine address (4-digit ZIP, no markup, lengths), the other
// details (age 21+ on the Manila calendar, e-mail, choices; identity fields skipped when KYC holds
// them) and the safebox password (digits of the configured length, confirmation, not the same).
import { describe, expect, it } from 'vitest';
import { safeboxProblem, validateAddress, validateOther, validateSafebox } from '../../../../client/features/member/profile-rules';

const ADDRESS = { street: 'Blk 4 Lot 12, Sampaguita St.', barangay: 'Sto. Niño', city: 'Quezon City', province: 'Metro Manila', zip: '1100' };
const OTHER = { realName: 'Maria Santos', birthDate: '1990-05-20', email: 'maria@example.ph', occupation: 'employed', sourceOfIncome: 'employment' } as const;
// 2026-01-15 08:00 UTC is 16:00 in Manila.
const NOW = Date.UTC(2026, 0, 15, 8, 0, 0);
const SIX = { min: 6, max: 6 };

describe('validateAddress', () => {
  it('accepts a Philippine address, with ñ, dots and commas', () => {
    expect(validateAddress(ADDRESS)).toEqual({});
    expect(validateAddress({ ...ADDRESS, city: 'Las Piñas', barangay: 'BF Resort (Talon Dos)' })).toEqual({});
  });

  it('wants a 4-digit ZIP code', () => {
    for (const zip of ['110', '11000', 'abcd', '11 0', '１１００']) expect(validateAddress({ ...ADDRESS, zip }).zip, zip).toBe('zip');
    expect(validateAddress({ ...ADDRESS, zip: '' }).zip).toBe('required');
    expect(validateAddress({ ...ADDRESS, zip: ' 4000 ' })).toEqual({});
  });

  it('names each missing, short, long or hostile part', () => {
    expect(validateAddress({ street: ' ', barangay: '', city: '', province: '', zip: '' })).toEqual({ street: 'required', barangay: 'required', city: 'required', province: 'required', zip: 'required' });
    expect(validateAddress({ ...ADDRESS, street: 'ab' }).street).toBe('short');
    expect(validateAddress({ ...ADDRESS, street: 'x'.repeat(121) }).street).toBe('long');
    expect(validateAddress({ ...ADDRESS, street: '<script>alert(1)</script>' }).street).toBe('chars');
    expect(validateAddress({ ...ADDRESS, city: 'Quezon <b>' }).city).toBe('chars');
    expect(validateAddress({ ...ADDRESS, province: '-Laguna' }).province).toBe('chars');
  });
});

describe('validateOther', () => {
  it('accepts complete details; the e-mail may be left empty', () => {
    expect(validateOther(OTHER, false, NOW)).toEqual({});
    expect(validateOther({ ...OTHER, email: '' }, false, NOW)).toEqual({});
  });

  it('applies the age rule on the Manila calendar', () => {
    expect(validateOther({ ...OTHER, birthDate: '2005-01-15' }, false, NOW)).toEqual({});
    expect(validateOther({ ...OTHER, birthDate: '2005-01-16' }, false, NOW).birthDate).toBe('underAge');
    expect(validateOther({ ...OTHER, birthDate: '2026-02-01' }, false, NOW).birthDate).toBe('future');
    expect(validateOther({ ...OTHER, birthDate: '1990-02-30' }, false, NOW).birthDate).toBe('date');
  });

  it('names bad fields', () => {
    expect(validateOther({ ...OTHER, realName: 'R2-D2', email: 'maria@', occupation: '', sourceOfIncome: '' }, false, NOW)).toEqual({ realName: 'name', email: 'email', occupation: 'required', sourceOfIncome: 'required' });
  });

  it('skips name, birthday and source of income while the identity verification holds them', () => {
    expect(validateOther({ ...OTHER, realName: '', birthDate: '', sourceOfIncome: '' }, true, NOW)).toEqual({});
    expect(validateOther({ ...OTHER, occupation: '' }, true, NOW)).toEqual({ occupation: 'required' });
  });
});

describe('safebox password', () => {
  it('wants digits of the configured length', () => {
    expect(safeboxProblem('135790', SIX)).toBeNull();
    expect(safeboxProblem('', SIX)).toBe('required');
    expect(safeboxProblem('12345a', SIX)).toBe('digits');
    expect(safeboxProblem('12345', SIX)).toBe('length');
    expect(safeboxProblem('1234567', SIX)).toBe('length');
    expect(safeboxProblem('1234', { min: 4, max: 8 })).toBeNull();
  });

  it('setting needs a matching confirmation; changing also needs the current one and a different new one', () => {
    expect(validateSafebox({ oldPassword: '', password: '135790', confirm: '135790' }, false, SIX)).toEqual({});
    expect(validateSafebox({ oldPassword: '', password: '135790', confirm: '135791' }, false, SIX)).toEqual({ confirm: 'mismatch' });
    expect(validateSafebox({ oldPassword: '', password: '246802', confirm: '246802' }, true, SIX)).toEqual({ oldPassword: 'required' });
    expect(validateSafebox({ oldPassword: '135790', password: '135790', confirm: '135790' }, true, SIX)).toEqual({ password: 'same' });
    expect(validateSafebox({ oldPassword: '135790', password: '246802', confirm: '' }, true, SIX)).toEqual({ confirm: 'required' });
  });
});

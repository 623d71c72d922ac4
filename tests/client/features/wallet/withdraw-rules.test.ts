// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ExchangeInfo } from '../../../../contract/wallet';
import { accountProblems } from '../../../../client/features/wallet/account-rules';
import { withdrawCeiling, withdrawProblem } from '../../../../client/features/wallet/withdraw-rules';
import { buildConfig } from '../../../builders';

const PESO = 100;
const info = (fields: Partial<ExchangeInfo> = {}): ExchangeInfo => ({
  coin: 5_000 * PESO,
  withdrawable: 4_000 * PESO,
  holds: [],
  minAmount: 100 * PESO,
  maxAmount: 50_000 * PESO,
  dailyLimit: 100_000 * PESO,
  todayWithdrawn: 0,
  kycThreshold: 5_000_000,
  kycVerified: false,
  pending: 0,
  hasPassword: true,
  accounts: [],
  ...fields,
});

describe('withdrawal amount', () => {
  it('passes within what can be withdrawn, and names the limit it breaks', () => {
    expect(withdrawProblem(info(), 4_000 * PESO)).toBeNull();
    expect(withdrawProblem(info(), null)).toEqual({ key: 'wallet.amountInvalid' });
    expect(withdrawProblem(info(), 99 * PESO)).toEqual({ key: 'wallet.withdrawBelowMinimum', params: { amount: '₱100.00' } });
    expect(withdrawProblem(info({ withdrawable: 90_000 * PESO }), 60_000 * PESO)).toEqual({ key: 'wallet.withdrawAboveMaximum', params: { amount: '₱50,000.00' } });
    expect(withdrawProblem(info({ todayWithdrawn: 99_000 * PESO }), 2_000 * PESO)).toEqual({ key: 'wallet.withdrawOverDaily', params: { amount: '₱1,000.00' } });
    expect(withdrawProblem(info(), 4_000 * PESO + 1)).toEqual({ key: 'wallet.withdrawOverAvailable', params: { amount: '₱4,000.00' } });
  });

  it('Max is the least of what can be withdrawn, the maximum and what is left today', () => {
    expect(withdrawCeiling(info())).toBe(4_000 * PESO);
    expect(withdrawCeiling(info({ withdrawable: 90_000 * PESO }))).toBe(50_000 * PESO);
    expect(withdrawCeiling(info({ todayWithdrawn: 98_000 * PESO }))).toBe(2_000 * PESO);
  });
});

describe('receiving account form', () => {
  const config = buildConfig({
    withdrawAccountLength: { min: 10, max: 20 },
    appRechargeBankMap: { '1': { id: 1, name: 'GCash', code: 'GCASH', kind: 'ewallet' }, '3': { id: 3, name: 'BDO Unibank', code: 'BDO', kind: 'bank' } },
  });
  const form = { bankId: 1, accountNo: '09171234567', accountName: 'Juan Dela Cruz', password: 'x' };

  it('accepts a GCash mobile number and a bank number of the configured length', () => {
    expect(accountProblems(config, form)).toEqual({});
    expect(accountProblems(config, { ...form, bankId: 3, accountNo: '0012345678' })).toEqual({});
  });

  it('says what is wrong with the number, the name and the password', () => {
    expect(accountProblems(config, { ...form, accountNo: '9171234567' }).accountNo).toEqual({ key: 'wallet.ewalletNumber', params: { bank: 'GCash' } });
    expect(accountProblems(config, { ...form, bankId: 3, accountNo: '123' }).accountNo).toEqual({ key: 'wallet.bankNumber', params: { min: '10', max: '20' } });
    expect(accountProblems(config, { ...form, accountName: 'J' }).accountName).toEqual({ key: 'wallet.nameInvalid' });
    expect(accountProblems(config, { ...form, accountName: 'Juan <b>' }).accountName).toEqual({ key: 'wallet.nameInvalid' });
    expect(accountProblems(config, { ...form, password: '' }).password).toEqual({ key: 'wallet.passwordNeeded' });
  });
});

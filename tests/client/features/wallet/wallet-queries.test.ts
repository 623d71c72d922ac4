import { describe, expect, it } from 'vitest';
import { isDepositResultQuery, isWalletsQuery, isWithdrawalParams } from '../../../../client/features/wallet/wallet-queries';
import { findRoute } from '../../../../client/routes';

describe('wallet route checks', () => {
  it('/wallets takes name deposit or withdraw and back 1', () => {
    expect(isWalletsQuery({})).toBe(true);
    expect(isWalletsQuery({ name: 'deposit', back: '1' })).toBe(true);
    expect(isWalletsQuery({ name: 'withdraw' })).toBe(true);
    expect(isWalletsQuery({ name: 'steal' })).toBe(false);
    expect(isWalletsQuery({ name: 'deposit', back: 'x' })).toBe(false);
    // Home's cash-in tiles preselect a provider's channel (an unknown one is ignored by the form).
    expect(isWalletsQuery({ name: 'deposit', back: '1', channel: 'gcash' })).toBe(true);
  });

  it('/wallets/deposit/result needs an order number the operator issues', () => {
    expect(isDepositResultQuery({ orderNo: 'DABCDEFGHJKLMNPQ' })).toBe(true);
    expect(isDepositResultQuery({ orderNo: 'D<script>' })).toBe(false);
    expect(isDepositResultQuery({})).toBe(false);
  });

  it('/withdrawal/{name} is ewallet or bank, and the route passes its params to the check', () => {
    const match = findRoute('/withdrawal/bank')!;
    expect(match.route.name).toBe('withdrawal');
    expect(match.route.validate?.({}, match.params)).toBe(true);
    expect(match.route.validate?.({}, findRoute('/withdrawal/crypto')!.params)).toBe(false);
    expect(isWithdrawalParams({ name: 'ewallet' })).toBe(true);
  });
});

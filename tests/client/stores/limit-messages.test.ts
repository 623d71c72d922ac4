// The password lockout's wait, shown in the player's language: seconds, then minutes, then hours.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../client/api/errors';
import { passwordCodes, waitText } from '../../../client/stores/limit-messages';

describe('password lockout messages', () => {
  it('says the wait in seconds, minutes or hours, rounded up, in English and Filipino', () => {
    expect(waitText(2, 'en')).toBe('2 seconds');
    expect(waitText(119, 'en')).toBe('119 seconds');
    expect(waitText(900, 'en')).toBe('15 minutes');
    expect(waitText(86_000, 'en')).toBe('24 hours');
    expect(waitText(900, 'fil')).toMatch(/^15 minuto$/);
  });

  it("maps 1111 and 1112 to the feature's own texts with the wait", () => {
    const codes = passwordCodes('wallet.passwordBackoff', 'wallet.passwordLockedHere');
    const entry = codes[1112];
    expect(typeof entry).toBe('function');
    const message = (entry as (e: ApiError) => unknown)(new ApiError('exchange', 'code', 1112, '', { interval: 3600 }));
    expect(message).toEqual({ key: 'wallet.passwordLockedHere', params: { wait: '60 minutes' } });
  });
});

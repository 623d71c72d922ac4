import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../contract/call-row';
import { ApiError } from '../../../client/api/errors';
import { errorMessage, type CodeMessages } from '../../../client/stores/error-message';
import { setLocale, t } from '../../../client/stores/locale';

const failed = (kind: ApiError['kind'], code: number, body: Record<string, unknown> = {}) => new ApiError('betRecord', kind, code, 'server text', body);

afterEach(async () => {
  await setLocale('en');
});

describe('errorMessage', () => {
  it('handles the failures every call shares', () => {
    expect(errorMessage(failed('timeout', ErrorCode.gatewayTimeout))).toEqual({ key: 'api.timeout' });
    expect(errorMessage(failed('network', 0))).toEqual({ key: 'errors.network' });
    expect(errorMessage(failed('code', ErrorCode.badGateway))).toEqual({ key: 'errors.network' });
    expect(errorMessage(failed('code', ErrorCode.tooManyRequests))).toEqual({ key: 'errors.tooManyRequests' });
    expect(errorMessage(failed('code', ErrorCode.maintenance))).toEqual({ key: 'errors.maintenance' });
    expect(errorMessage(failed('code', ErrorCode.unauthorized))).toEqual({ key: 'errors.sessionExpired' });
    expect(errorMessage(failed('code', 9999))).toEqual({ key: 'errors.generic', params: { code: 9999 } });
    expect(errorMessage(new Error('boom'))).toEqual({ key: 'errors.generic', params: { code: 0 } });
  });

  it("uses a feature's codes first, as keys or as functions of the error", () => {
    const codes: CodeMessages = {
      1201: 'play.error.notFound',
      [ErrorCode.tooManyRequests]: 'auth.error.badRequest',
      1104: (error) => ({ key: 'auth.error.sendLimitWait', params: { seconds: Number(error.body.interval) } }),
    };
    expect(errorMessage(failed('code', 1201), codes)).toEqual({ key: 'play.error.notFound' });
    expect(errorMessage(failed('code', ErrorCode.tooManyRequests), codes)).toEqual({ key: 'auth.error.badRequest' });
    expect(errorMessage(failed('code', 1104, { interval: 30 }), codes)).toEqual({ key: 'auth.error.sendLimitWait', params: { seconds: 30 } });
    expect(errorMessage(failed('code', 1202), codes)).toEqual({ key: 'errors.generic', params: { code: 1202 } });
  });

  it("a bad response's HTTP status gets only the common statuses, never a feature's operator codes", () => {
    expect(errorMessage(failed('bad-response', ErrorCode.maintenance))).toEqual({ key: 'errors.maintenance' });
    expect(errorMessage(failed('bad-response', 200), { 200: 'play.error.notFound' })).toEqual({ key: 'errors.generic', params: { code: 200 } });
  });

  it('never reads the server text', () => {
    expect(JSON.stringify(errorMessage(failed('code', 9999)))).not.toContain('server text');
  });

  it('its texts are registered in English and Filipino', async () => {
    expect(t('errors.network')).toBe('No connection. Check your internet and try again');
    expect(t('errors.generic', { code: 7 })).toBe('Something went wrong (code 7). Please try again');
    expect(t('api.timeout')).toBe('The request has timed out, please try again later');
    await setLocale('fil');
    expect(t('errors.maintenance')).toBe('May maintenance kami ngayon. Subukan ulit mamaya');
  });
});

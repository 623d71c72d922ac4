// Route validation (spec section 8), one table for the client's router and the edge's status.
import { describe, expect, it } from 'vitest';
import { isValidPage, ROUTE_VALIDATION } from '../../contract/route-validation';
import { findRoute } from '../../client/routes';
import { parseStartParams } from '../../client/features/play/start-params';
import { mailIdOf } from '../../client/features/mail/mail-query';
import { feedbackIdOf } from '../../client/features/feedback/feedback-params';

describe('route validation', () => {
  it('/wallets takes name deposit or withdraw and back 1', () => {
    const wallets = ROUTE_VALIDATION.wallets!;
    expect(wallets({}, {})).toBe(true);
    expect(wallets({ name: 'deposit', back: '1' }, {})).toBe(true);
    expect(wallets({ name: 'withdraw' }, {})).toBe(true);
    expect(wallets({ name: 'steal' }, {})).toBe(false);
    expect(wallets({ name: 'deposit', back: 'x' }, {})).toBe(false);
    // Home's cash-in tiles preselect a provider's channel (an unknown one is ignored by the form).
    expect(wallets({ name: 'deposit', back: '1', channel: 'gcash' }, {})).toBe(true);
  });

  it('/wallets/deposit/result needs an order number the operator issues', () => {
    expect(isValidPage('/wallets/deposit/result', { orderNo: 'DABCDEFGHJKLMNPQ' })).toBe(true);
    expect(isValidPage('/wallets/deposit/result', { orderNo: 'D<script>' })).toBe(false);
    expect(isValidPage('/wallets/deposit/result', {})).toBe(false);
  });

  it('/withdrawal/{name} is ewallet or bank, and the client route passes its params to the same check', () => {
    const match = findRoute('/withdrawal/bank')!;
    expect(match.route.name).toBe('withdrawal');
    expect(match.route.validate?.({}, match.params)).toBe(true);
    expect(match.route.validate?.({}, findRoute('/withdrawal/crypto')!.params)).toBe(false);
    expect(isValidPage('/withdrawal/ewallet', {})).toBe(true);
    expect(isValidPage('/withdrawal/foo', {})).toBe(false);
  });

  it('agrees with the pages\' own parsers (game start, mail, feedback)', () => {
    const starts: Record<string, string>[] = [{ gameId: '7' }, { gameId: 'abc' }, { gameId: '7', tryIt: '1' }, { gameId: '7', tryIt: '2' }, { gameId: '7', activityId: '0' }, { gameId: '7', activityId: '44' }, {}];
    for (const query of starts) expect(isValidPage('/game/start', query), JSON.stringify(query)).toBe(parseStartParams(query) !== null);
    for (const id of ['1', '0', 'x', '9999999999', '12345678901']) {
      expect(isValidPage('/email/detail', { id }), id).toBe(mailIdOf({ id }) !== null);
      expect(isValidPage(`/feedback/record/${id}`, {}), id).toBe(feedbackIdOf({ id }) !== null);
    }
  });

  it('unknown paths are not pages; routes without a check take any query', () => {
    expect(isValidPage('/nowhere', {})).toBe(false);
    expect(isValidPage('/', { anything: 'x' })).toBe(true);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseStartParams } from '../../../../client/features/play/start-params';

describe('parseStartParams', () => {
  it('accepts positive ints, tryIt 0 or 1 (default 0) and an optional activityId', () => {
    expect(parseStartParams({ gameId: '1001' })).toEqual({ gameId: 1001, tryIt: 0 });
    expect(parseStartParams({ gameId: '7', tryIt: '1', activityId: '36' })).toEqual({ gameId: 7, tryIt: 1, activityId: 36 });
  });

  it.each([{}, { gameId: '0' }, { gameId: '-3' }, { gameId: '1.5' }, { gameId: 'abc' }, { gameId: '01' }, { gameId: '1', tryIt: '2' }, { gameId: '1', activityId: 'x' }, { gameId: '1', activityId: '0' }])(
    'refuses %o',
    (query) => expect(parseStartParams(query)).toBeNull(),
  );
});

import { describe, expect, it } from 'vitest';
import { callsIn, unexpectedCalls } from '../../../scripts/check/check-first-paint-calls';

describe('first-paint call check', () => {
  it('finds call names in any quote style a minifier writes', () => {
    expect(callsIn('a(`preLogin`,{});b("betRecord");c(\'uploadKyc\')').sort()).toEqual(['betRecord', 'preLogin', 'uploadKyc']);
    expect(callsIn('var betRecordReportTitle = 1; // betRecord')).toEqual([]);
  });

  it('does not take a DOM event of the same name for a call, but still finds the call', () => {
    expect(callsIn('addEventListener(`online`,f);removeEventListener("online",f)')).toEqual([]);
    expect(callsIn('addEventListener(`online`,f);h(`online`,{gameId:1})')).toEqual(['online']);
  });

  it('passes the first paint its own calls and fails on any other', () => {
    expect(unexpectedCalls('x(`preLogin`);y(`refreshData`);z(`getActivityIds`)')).toEqual([]);
    expect(unexpectedCalls('x(`preLogin`);y(`betRecord`)')).toEqual(['betRecord']);
  });
});

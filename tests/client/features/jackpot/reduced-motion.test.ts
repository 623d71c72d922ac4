// The draw's reduced-motion question (issue 23): the media query made once, its answer read live.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reducedMotion } from '../../../../client/features/jackpot/reduced-motion';

describe('reduced motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes the media query once and reads its answer live; a new matchMedia makes a new one', () => {
    const answer = { matches: false };
    const make = vi.fn(() => answer);
    vi.stubGlobal('matchMedia', make);
    expect(reducedMotion()).toBe(false);
    answer.matches = true;
    expect(reducedMotion()).toBe(true);
    expect(make).toHaveBeenCalledTimes(1);
    expect(make).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    const other = vi.fn(() => ({ matches: false }));
    vi.stubGlobal('matchMedia', other);
    expect(reducedMotion()).toBe(false);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('answers no without matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(reducedMotion()).toBe(false);
  });
});

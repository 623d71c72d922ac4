// The fleet balancer's choice of backend (scripts/fleet/balancer.ts): round robin over healthy
// edges, another edge only for an attempt that never reached one (connection refused).
import { describe, expect, it } from 'vitest';
import { neverReached, nextBackend } from '../../../scripts/fleet/balancer';

describe('fleet balancer', () => {
  it('goes round robin over the healthy backends, skipping those tried for this request', () => {
    const all = [true, true, true];
    expect([nextBackend(all, -1, new Set()), nextBackend(all, 0, new Set()), nextBackend(all, 2, new Set())]).toEqual([0, 1, 0]);
    expect(nextBackend([true, false, true], 0, new Set())).toBe(2);
    expect(nextBackend(all, 0, new Set([1]))).toBe(2);
  });

  it('falls back to an unhealthy backend not yet tried (a check may be stale), and gives up once all were tried', () => {
    expect(nextBackend([false, false, true], 1, new Set([2]))).toBe(0);
    expect(nextBackend([true, true, true], 0, new Set([0, 1, 2]))).toBeUndefined();
  });

  it('retries only what never reached an edge', () => {
    expect(neverReached('ECONNREFUSED')).toBe(true);
    for (const code of ['ECONNRESET', 'EPIPE', 'ETIMEDOUT', undefined]) expect(neverReached(code)).toBe(false);
  });
});

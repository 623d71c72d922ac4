import { describe, expect, it } from 'vitest';
import { pickWeighted, seededRandomInt } from '../../../../edge/sandbox/lib/random';

describe('pickWeighted', () => {
  const prizes = [
    { name: 'none', weight: 700 },
    { name: 'small', weight: 250 },
    { name: 'big', weight: 50 },
    { name: 'never', weight: 0 },
  ];

  it('lands within tolerance of the weights over a large seeded sample', () => {
    const random = seededRandomInt(42);
    const counts = new Map<string, number>();
    const draws = 100_000;
    for (let i = 0; i < draws; i++) {
      const { name } = pickWeighted(prizes, (prize) => prize.weight, random);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    expect((counts.get('none') ?? 0) / draws).toBeCloseTo(0.7, 2);
    expect((counts.get('small') ?? 0) / draws).toBeCloseTo(0.25, 2);
    expect((counts.get('big') ?? 0) / draws).toBeCloseTo(0.05, 2);
    expect(counts.get('never')).toBeUndefined();
  });

  it('maps each ticket to the item whose weight covers it', () => {
    const picks = [0, 699, 700, 949, 950, 999].map((ticket) => pickWeighted(prizes, (prize) => prize.weight, () => ticket).name);
    expect(picks).toEqual(['none', 'none', 'small', 'small', 'big', 'big']);
  });

  it('refuses a table with nothing to win', () => {
    expect(() => pickWeighted([{ weight: 0 }], (item) => item.weight)).toThrow(/no item/);
  });

  it('repeats for one seed', () => {
    const a = seededRandomInt(7);
    const b = seededRandomInt(7);
    expect([a(10), a(10), a(10)]).toEqual([b(10), b(10), b(10)]);
  });
});

import { describe, expect, it } from 'vitest';
import { BET_SIZES, PAYLINES, PAYTABLE, SYMBOLS, evaluate, spinReels, theoreticalRtp, type Reels, type SlotSymbol } from '../../../../edge/sandbox/games/slot-engine';

const screen = (rows: SlotSymbol[][]): Reels => [0, 1, 2, 3, 4].map((reel) => [rows[0][reel], rows[1][reel], rows[2][reel]]);

describe('slot engine', () => {
  it('has 10 distinct paylines over 5 reels and 3 rows, and bet sizes that split evenly', () => {
    expect(PAYLINES).toHaveLength(10);
    expect(new Set(PAYLINES.map((line) => line.join())).size).toBe(10);
    for (const line of PAYLINES) expect(line.every((row) => row >= 0 && row <= 2) && line.length === 5).toBe(true);
    expect(BET_SIZES).toEqual([100, 200, 500, 1000, 2000, 5000]);
    for (const bet of BET_SIZES) expect(bet % PAYLINES.length).toBe(0);
  });

  it('returns about 95% to the player', () => {
    expect(theoreticalRtp()).toBeGreaterThan(0.94);
    expect(theoreticalRtp()).toBeLessThan(0.97);
  });

  it('pays runs of 3, 4 and 5 from the left on the right lines', () => {
    const reels = screen([
      ['plum', 'lemon', 'cherry', 'melon', 'star'],
      ['seven', 'seven', 'seven', 'seven', 'bell'],
      ['lemon', 'plum', 'plum', 'cherry', 'crown'],
    ]);
    const wins = evaluate(reels, 1000);
    // Line 0 (middle row): 4 sevens. Line 9 [0,1,1,1,0]: plum, seven... no. Line 7 [1,0,0,0,1]: seven, lemon... no.
    expect(wins).toEqual([{ line: 0, symbol: 'seven', count: 4, amount: 100 * PAYTABLE.seven[1] }]);
    const all = screen([
      ['bell', 'bell', 'bell', 'bell', 'bell'],
      ['bell', 'bell', 'bell', 'bell', 'bell'],
      ['bell', 'bell', 'bell', 'bell', 'bell'],
    ]);
    const every = evaluate(all, 100);
    expect(every).toHaveLength(10);
    expect(every.every((w) => w.count === 5 && w.amount === 10 * PAYTABLE.bell[2])).toBe(true);
    const broken = screen([
      ['star', 'star', 'plum', 'star', 'star'],
      ['lemon', 'cherry', 'lemon', 'cherry', 'lemon'],
      ['melon', 'plum', 'melon', 'plum', 'melon'],
    ]);
    expect(evaluate(broken, 100)).toEqual([]);
  });

  it('draws every symbol, by weight', () => {
    let ticket = 0;
    const cycle = (n: number) => ticket++ % n;
    const counts = new Map<SlotSymbol, number>();
    for (let i = 0; i < 20; i++) for (const reel of spinReels(cycle)) for (const symbol of reel) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...SYMBOLS].sort());
    expect(counts.get('plum')!).toBeGreaterThan(counts.get('seven')!);
  });
});

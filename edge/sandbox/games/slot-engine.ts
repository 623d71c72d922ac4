// The demo slot machine's maths: 5 reels x 3 rows, 10 fixed paylines, 8 symbols drawn
// independently per cell with fixed weights (crypto.randomInt). A line pays when 3, 4 or 5 equal
// symbols run from the leftmost reel; the pay is a multiple of the line bet (bet / 10).
//
// Return to player: the cells of one line are independent, so one line's expected multiple is
// sum over symbols of P(run of exactly 3)·pay3 + P(exactly 4)·pay4 + P(5)·pay5, with
// P(exactly k) = p^k·(1-p) for k < 5 and p^5 for k = 5. With the table below that is ≈ 0.9557,
// and ten lines at bet / 10 each make the whole spin's RTP ≈ 95.6% (`theoreticalRtp()`).
import { randomInt } from 'node:crypto';

export const SYMBOLS = ['seven', 'crown', 'bell', 'star', 'melon', 'cherry', 'lemon', 'plum'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** Draw weights out of 100. */
export const SYMBOL_WEIGHTS: Record<SlotSymbol, number> = { seven: 4, crown: 6, bell: 9, star: 12, melon: 15, cherry: 18, lemon: 17, plum: 19 };

/** Multiples of the line bet for runs of 3, 4 and 5. */
export const PAYTABLE: Record<SlotSymbol, readonly [number, number, number]> = {
  seven: [250, 1250, 5000],
  crown: [130, 500, 2500],
  bell: [80, 250, 1000],
  star: [55, 150, 500],
  melon: [35, 100, 300],
  cherry: [22, 60, 200],
  lemon: [22, 60, 200],
  plum: [17, 50, 150],
};

export const REEL_COUNT = 5;
export const ROW_COUNT = 3;

/** Row index on each reel, per payline. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

/** Bet sizes in minor units (1, 2, 5, 10, 20, 50 pesos); each divides evenly over the lines. */
export const BET_SIZES: readonly number[] = [100, 200, 500, 1000, 2000, 5000];

/** reels[reel][row]. */
export type Reels = SlotSymbol[][];

export interface LineWin {
  /** Payline index. */
  line: number;
  symbol: SlotSymbol;
  count: 3 | 4 | 5;
  /** Minor units. */
  amount: number;
}

const TOTAL_WEIGHT = SYMBOLS.reduce((sum, s) => sum + SYMBOL_WEIGHTS[s], 0);

/** One symbol drawn by weight; `random(n)` answers an integer in [0, n). */
export function drawSymbol(random: (n: number) => number = randomInt): SlotSymbol {
  let ticket = random(TOTAL_WEIGHT);
  for (const symbol of SYMBOLS) {
    ticket -= SYMBOL_WEIGHTS[symbol];
    if (ticket < 0) return symbol;
  }
  return SYMBOLS[SYMBOLS.length - 1];
}

/** A fresh random screen. */
export function spinReels(random: (n: number) => number = randomInt): Reels {
  return Array.from({ length: REEL_COUNT }, () => Array.from({ length: ROW_COUNT }, () => drawSymbol(random)));
}

/** The winning lines of `reels` for a total bet of `bet` minor units. */
export function evaluate(reels: Reels, bet: number): LineWin[] {
  const lineBet = bet / PAYLINES.length;
  const wins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const first = reels[0][rows[0]];
    let count = 1;
    while (count < REEL_COUNT && reels[count][rows[count]] === first) count++;
    if (count < 3) return;
    const multiple = PAYTABLE[first][count - 3];
    wins.push({ line, symbol: first, count: count as 3 | 4 | 5, amount: Math.round(lineBet * multiple) });
  });
  return wins;
}

/** Expected return per unit bet, computed exactly from the weights and the paytable. */
export function theoreticalRtp(): number {
  let perLine = 0;
  for (const symbol of SYMBOLS) {
    const p = SYMBOL_WEIGHTS[symbol] / TOTAL_WEIGHT;
    const [three, four, five] = PAYTABLE[symbol];
    perLine += p ** 3 * (1 - p) * three + p ** 4 * (1 - p) * four + p ** 5 * five;
  }
  return perLine;
}

// The lottery pages' rules as pure functions: the countdown from the server's clock, picking
// numbers, a ticket type's name, a coupon's name, the prize for a number of matches and the chance
// of it (from the configured numbers), so the pages and the rule text never disagree with the draw.
import type { LotteryConfig, LotteryPrize, LotteryProduct } from '../../../contract/lottery';
import type { TranslationKey } from '../../stores/locale';
import type { Message } from '../../stores/error-message';

/** Milliseconds until `closeAt` by the server's clock: `serverNow` was its time when the answer came at `receivedAt` (the phone's clock). */
export const remainingMs = (closeAt: number, serverNow: number, receivedAt: number, phoneNow: number): number => Math.max(0, closeAt - serverNow - (phoneNow - receivedAt));

/** "05:04:09": hours, minutes and seconds (hours may pass 24). */
export function countdownParts(ms: number): { h: string; m: string; s: string } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return { h: pad(Math.floor(total / 3600)), m: pad(Math.floor((total % 3600) / 60)), s: pad(total % 60) };
}

/** Picks or unpicks `n`; a pick beyond `max` numbers is ignored. Ascending. */
export function togglePick(picked: readonly number[], n: number, max: number): number[] {
  if (picked.includes(n)) return picked.filter((p) => p !== n);
  if (picked.length >= max) return [...picked];
  return [...picked, n].sort((a, b) => a - b);
}

/** `picks` different numbers from 1 to `pool`, ascending: a suggestion the player may change (the draw itself is the server's). */
export function luckyPick(pool: number, picks: number, random: () => number = Math.random): number[] {
  const deck = Array.from({ length: pool }, (_, i) => i + 1);
  for (let i = 0; i < picks; i++) {
    const j = i + Math.floor(random() * (pool - i));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck.slice(0, picks).sort((a, b) => a - b);
}

/** A ticket type's name. */
export function productName(product: LotteryProduct, picks: number): Message {
  if (!product.quickPick) return { key: 'lottery.product.pick', params: { picks } };
  return product.lines > 1 ? { key: 'lottery.product.quickMany', params: { lines: product.lines } } : { key: 'lottery.product.quick' };
}

/** A lottery coupon's name: 110001 is the plain coupon, 110002-110005 numbered kinds. */
export const couponName = (propId: number): Message => (propId === 110001 ? { key: 'lottery.coupon' } : { key: 'lottery.couponKind', params: { n: propId - 110000 } });

/** The prizes that pay something, most matches first. */
export const paidPrizes = (config: Pick<LotteryConfig, 'prizes'>): LotteryPrize[] =>
  config.prizes.filter((prize) => prize.coin > 0 || (prize.propId > 0 && prize.count > 0)).sort((a, b) => b.matches - a.matches);

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** The chance that one ticket matches exactly `matches` of the drawn numbers, as "1 in N" (N rounded; 0 when impossible). */
export function oneIn(pool: number, picks: number, matches: number): number {
  const ways = choose(picks, matches) * choose(pool - picks, picks - matches);
  return ways === 0 ? 0 : Math.round(choose(pool, picks) / ways);
}

/** "21:00" from minutes after midnight. */
export const drawClock = (minute: number): string => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** What a ticket state is called. */
export const STATE_LABELS: Readonly<Record<'waiting' | 'won' | 'lost', TranslationKey>> = {
  waiting: 'lottery.state.waiting',
  won: 'lottery.state.won',
  lost: 'lottery.state.lost',
};

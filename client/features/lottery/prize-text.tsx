// What a prize or a winning ticket pays, in words: bonus coins, coupons, or both.
import { formatMoney } from '../../lib/money';
import { useT } from '../../widgets/use-t';
import { couponName } from './lottery-rules';

type T = ReturnType<typeof useT>;

export interface Paid {
  coin: number;
  propId: number;
  count: number;
}

/** "₱50.00 bonus", "1 × Lottery coupon", or both joined. */
export function prizeWords(t: T, { coin, propId, count }: Paid): string {
  const parts: string[] = [];
  if (coin > 0) parts.push(t('lottery.prizeCoin', { amount: formatMoney(coin) }));
  if (propId > 0 && count > 0) {
    const name = couponName(propId);
    parts.push(t('lottery.prizeCoupons', { count, coupon: t(name.key, name.params) }));
  }
  return parts.join(' + ');
}

export function PrizeText(paid: Paid) {
  const t = useT();
  return <>{prizeWords(t, paid)}</>;
}

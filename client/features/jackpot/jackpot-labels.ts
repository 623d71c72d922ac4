// How a jackpot prize reads: a grid cell (short), a record or ranking row (with the amount won).
import { jackpotTier, propKind } from '../../../contract/props';
import { formatMoney } from '../../lib/money';
import type { TranslationKey } from '../../stores/locale';
import type { useT } from '../../widgets/use-t';

type T = ReturnType<typeof useT>;

/** The tier's name (MEGA, MAJOR, MINOR, MINI), or '' for a prop that is not a tier. */
export const tierName = (t: T, propId: number): string => {
  const tier = jackpotTier(propId);
  return tier ? t(`jackpot.tier.${tier}`) : '';
};

/** A grid cell's text: a tier's name, coins in pesos, a prop with its count. */
export function cellText(t: T, propId: number, count: number): string {
  const kind = propKind(propId);
  if (kind === 'jackpot') return t('jackpot.cellJackpot', { tier: tierName(t, propId) });
  return prizeText(t, propId, count);
}

/** What a draw paid: a jackpot with its amount, coins in pesos, a prop with its count. */
export function prizeText(t: T, propId: number, count: number): string {
  const kind = propKind(propId);
  if (kind === 'jackpot') {
    const tier = jackpotTier(propId);
    return t(tier ? `reward.jackpot.${tier}` : 'reward.jackpot', { amount: formatMoney(count) });
  }
  if (kind === 'coin') return t('reward.coins', { amount: formatMoney(count) });
  if (kind === 'unknown') return t('reward.item', { id: propId, count });
  return t(`reward.prop.${kind}` as TranslationKey, { count });
}

/** A time in Manila, as the player's language writes it. */
export const manilaTime = (ms: number, locale: string): string =>
  new Date(ms).toLocaleString(locale === 'fil' ? 'fil-PH' : 'en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' });

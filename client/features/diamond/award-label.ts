// An award in words ("₱5.00 in coins", "Lottery coupon × 1"), from the reward modal's catalogue.
import type { Award } from '../../../contract/mail';
import { propKind } from '../../../contract/props';
import { formatMoney } from '../../lib/money';
import type { TranslationKey } from '../../stores/locale';
import type { useT } from '../../widgets/use-t';

export function awardLabel(t: ReturnType<typeof useT>, award: Award): string {
  const kind = propKind(award.propId);
  if (kind === 'coin') return t('reward.coins', { amount: formatMoney(award.count) });
  if (kind === 'unknown' || kind === 'jackpot') return t('reward.item', { id: award.propId, count: award.count });
  return t(`reward.prop.${kind}` as TranslationKey, { count: award.count });
}

// How an attachment item reads: coins as money, other props by id and count.
import { COIN_PROP_ID, type Award } from '../../../contract/mail';
import { formatMoney } from '../../lib/money';
import type { t as translate } from '../../stores/locale';

export const awardText = (t: typeof translate, award: Award): string =>
  award.propId === COIN_PROP_ID ? t('mail.coins', { amount: formatMoney(award.count) }) : t('mail.item', { id: award.propId, count: award.count });

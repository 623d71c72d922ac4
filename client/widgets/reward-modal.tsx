// The reward modal (spec section 2): a title, the list of what was received, and 'TAP THE SCREEN
// TO CONTINUE' (a tap anywhere, Escape or Android back closes it). Any feature opens it with
// openModal({ name: 'reward', awards }).
import type { Award } from '../../contract/mail';
import { formatMoney } from '../lib/money';
import { useT } from './use-t';
import type { ModalProps } from '../stores/modals';
import { CoinIcon } from '../ui/icons';
import { useFocusTrap } from '../ui/use-focus-trap';
import styles from './reward-modal.module.css';
import { rewardCatalog } from './reward-catalog';

/** @public The text this modal shows, added before it opens (lazyPage reads it; knip cannot see that). */
export const catalogs = [rewardCatalog];

const COIN_PROP_ID = 2001;

export default function RewardModal({ awards, title, onClose }: ModalProps<'reward'>) {
  const t = useT();
  const ref = useFocusTrap<HTMLDivElement>(true, onClose);
  return (
    <div class={styles.backdrop} onClick={onClose} data-testid="reward-modal">
      <div ref={ref} class={styles.card} role="dialog" aria-modal="true" aria-labelledby="reward-title" tabIndex={-1}>
        <h2 id="reward-title" class={styles.title}>
          {title ?? t('reward.title')}
        </h2>
        <p class={styles.received}>{t('reward.received')}</p>
        <ul class={styles.list}>
          {awards.map((award: Award, i: number) => (
            <li key={i} class={styles.item}>
              {award.propId === COIN_PROP_ID ? (
                <>
                  <CoinIcon class={styles.coin} />
                  <strong>{t('reward.coins', { amount: formatMoney(award.count) })}</strong>
                </>
              ) : (
                <strong>{t('reward.item', { id: award.propId, count: award.count })}</strong>
              )}
            </li>
          ))}
        </ul>
        <button type="button" class={styles.continue} onClick={onClose}>
          {t('reward.continue')}
        </button>
      </div>
    </div>
  );
}

// The reward modal (spec section 2): a title, the list of what was received, and 'TAP THE SCREEN
// TO CONTINUE' (a tap anywhere, Escape or Android back closes it). Any feature opens it with
// openModal({ name: 'reward', awards }). A tap in its first moments does not close it: on a slow
// phone the second tap of a double tap on 'Collect' landed after the modal had opened, and closed
// it before the player saw what came.
import { useState } from 'preact/hooks';
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
/** Taps this soon after opening are the claim's own (a double tap, a tap queued on a slow phone). */
export const TAP_GUARD_MS = 500;

export default function RewardModal({ awards, title, bonusStatus, onClose }: ModalProps<'reward'>) {
  const t = useT();
  const ref = useFocusTrap<HTMLDivElement>(true, onClose);
  const [openedAt] = useState(() => Date.now());
  const tapClose = () => {
    if (Date.now() - openedAt >= TAP_GUARD_MS) onClose();
  };
  return (
    <div class={styles.backdrop} onClick={tapClose} data-testid="reward-modal">
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
        {bonusStatus === 'pending' && <p class={styles.note}>{t('reward.pending')}</p>}
        {bonusStatus === 'locked' && <p class={styles.note}>{t('reward.locked')}</p>}
        <button type="button" class={styles.continue} onClick={tapClose}>
          {t('reward.continue')}
        </button>
      </div>
    </div>
  );
}

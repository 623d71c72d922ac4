// The reward modal (spec section 2): a title, the list of what was received (each prop named and
// drawn by its range, coins counting up into place), and 'TAP THE SCREEN TO CONTINUE' (a tap
// anywhere, Escape or Android back closes it). Any feature opens it with
// openModal({ name: 'reward', awards }). A tap in its first moments does not close it: on a slow
// phone the second tap of a double tap on 'Collect' landed after the modal had opened, and closed
// it before the player saw what came.
import { useState } from 'preact/hooks';
import type { Award } from '../../contract/mail';
import { formatMoney } from '../lib/money';
import { useT } from './use-t';
import type { ModalProps } from '../stores/modals';
import { jackpotTier, propKind } from '../../contract/props';
import type { TranslationKey } from '../stores/locale';
import { PropIcon } from './prop-icons';
import { useCountUp } from './use-count-up';
import { useFocusTrap } from '../ui/use-focus-trap';
import styles from './reward-modal.module.css';
import { rewardCatalog } from './reward-catalog';

/** @public The text this modal shows, added before it opens (lazyPage reads it; knip cannot see that). */
export const catalogs = [rewardCatalog];

/** How long coins count up (short: the player wants to go on). */
export const COUNT_UP_MS = 800;
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
            <AwardItem key={i} award={award} />
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

/** The text of a prop that is not coins (coins count up: AwardItem). */
function propText(t: ReturnType<typeof useT>, award: Award): string {
  const kind = propKind(award.propId);
  if (kind === 'jackpot') {
    const tier = jackpotTier(award.propId);
    return t(tier ? `reward.jackpot.${tier}` : 'reward.jackpot', { amount: formatMoney(award.count) });
  }
  if (kind === 'unknown') return t('reward.item', { id: award.propId, count: award.count });
  return t(`reward.prop.${kind}` as TranslationKey, { count: award.count });
}

function AwardItem({ award }: { award: Award }) {
  const t = useT();
  const kind = propKind(award.propId);
  const counter = useCountUp<HTMLSpanElement>(kind === 'coin' ? award.count : 0, COUNT_UP_MS, (value) => t('reward.coins', { amount: formatMoney(value) }));
  return (
    <li class={styles.item}>
      <PropIcon kind={kind} class={styles.coin} />
      {kind === 'coin' ? (
        // Screen readers get the amount once; the count-up is for the eyes.
        <strong>
          <span aria-hidden="true" ref={counter.ref}>
            {counter.first}
          </span>
          <span class="visually-hidden">{t('reward.coins', { amount: formatMoney(award.count) })}</span>
        </strong>
      ) : (
        <strong>{propText(t, award)}</strong>
      )}
    </li>
  );
}

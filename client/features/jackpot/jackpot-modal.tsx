// The jackpot modal (spec §2; a LuckyJackpot banner, the jackpot bubble): the jackpot's content in
// a full-height dialog with a focus trap; Escape, Android back and the close button close it.
import { useId } from 'preact/hooks';
import { errorsCatalog } from '../../i18n/errors-catalog';
import type { ModalProps } from '../../stores/modals';
import { ModalHeader } from '../../ui/modal-header';
import { useFocusTrap } from '../../ui/use-focus-trap';
import { rewardCatalog } from '../../widgets/reward-catalog';
import { useT } from '../../widgets/use-t';
import { jackpotCatalog } from './jackpot-catalog';
import { JackpotContent } from './jackpot-content';
import styles from './jackpot.module.css';

/** @public The text this modal shows, added before it opens (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, jackpotCatalog, rewardCatalog];

export default function JackpotModal({ onClose }: ModalProps<'jackpot'>) {
  const t = useT();
  const titleId = useId();
  const ref = useFocusTrap<HTMLDivElement>(true, onClose);
  return (
    <div class={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={ref} class={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid="jackpot-modal">
        <ModalHeader titleId={titleId} title={t('jackpot.title')} onClose={onClose} />
        <div class={styles.dialogBody}>
          <JackpotContent onLeave={onClose} rankLink />
        </div>
      </div>
    </div>
  );
}

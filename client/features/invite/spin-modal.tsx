// The spin modal (clickAction 20, and the Invite & Spin popup of the queue): the invite wheel in a
// dialog; a guest sees what it is and is asked to log in or register.
import { href } from '../../../contract/route-paths';
import { errorsCatalog } from '../../i18n/errors-catalog';
import type { ModalProps } from '../../stores/modals';
import { Dialog } from '../../ui/dialog';
import { rewardCatalog } from '../../widgets/reward-catalog';
import { useT } from '../../widgets/use-t';
import { inviteCatalog } from './invite-catalog';
import { SpinPanel } from './spin-panel';
import styles from './invite.module.css';

/** @public The text this modal shows, added before it opens (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, inviteCatalog, rewardCatalog];

export default function InviteSpinModal({ onClose }: ModalProps<'inviteSpin'>) {
  const t = useT();
  return (
    <Dialog
      open
      title={t('invite.spin.title')}
      onClose={onClose}
      actions={
        <a class={styles.linkCard} href={href('activitySpin')} onClick={onClose}>
          {t('invite.spin.openPage')}
        </a>
      }
    >
      <div data-testid="invite-spin-popup">
        <SpinPanel onNavigate={onClose} />
      </div>
    </Dialog>
  );
}

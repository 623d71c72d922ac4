// The invite-spin popup (activity 20): what the spin will offer, and a way to deposit meanwhile.
import { useT } from '../../widgets/use-t';
import type { ModalProps } from '../../stores/modals';
import { DepositActions } from './offer-actions';
import { PopupCard, useActivity } from './popup-card';
import { noticesCatalog } from './notices-catalog';

/** @public The text this modal shows, added before it opens (lazyPage reads it; knip cannot see that). */
export const catalogs = [noticesCatalog];

export default function InviteSpinModal({ activityId, onClose }: ModalProps<'inviteSpin'>) {
  const t = useT();
  const activity = useActivity(activityId);
  return (
    <PopupCard
      testId="invite-spin-popup"
      title={t('notices.inviteSpinTitle')}
      banner={activity?.banner}
      text={t('notices.inviteSpinText')}
      onClose={onClose}
      actions={<DepositActions label={t('notices.inviteSpinCta')} onClose={onClose} />}
    />
  );
}

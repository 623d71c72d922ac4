// The first-deposit popup (activities 44, 39): what the offer gives, and a way to deposit. The full
// first-deposit rewards come with the rewards work; until then it offers the deposit bonus.
import { useT } from '../../widgets/use-t';
import type { ModalProps } from '../../stores/modals';
import { DepositActions } from './offer-actions';
import { PopupCard, useActivity } from './popup-card';
import { noticesCatalog } from './notices-catalog';

/** @public The text this modal shows, added before it opens (lazyPage reads it; knip cannot see that). */
export const catalogs = [noticesCatalog];

export default function FirstDepositModal({ activityId, onClose }: ModalProps<'firstDeposit'>) {
  const t = useT();
  const activity = useActivity(activityId);
  return (
    <PopupCard
      testId="first-deposit-popup"
      title={t('notices.firstDepositTitle')}
      banner={activity?.banner}
      text={t('notices.firstDepositText')}
      onClose={onClose}
      actions={<DepositActions label={t('notices.firstDepositCta')} onClose={onClose} />}
    />
  );
}

// The notice popup (activity 25): the operator's announcement, its banner and title.
import { useT } from '../../widgets/use-t';
import type { ModalProps } from '../../stores/modals';
import { Button } from '../../ui/button';
import { PopupCard, useActivity } from './popup-card';
import { noticesCatalog } from './notices-catalog';

/** @public The text this modal shows, added before it opens (lazyPage reads it; knip cannot see that). */
export const catalogs = [noticesCatalog];

export default function NoticeModal({ activityId, onClose }: ModalProps<'notice'>) {
  const t = useT();
  const activity = useActivity(activityId);
  // A notice's title is its text; the dialog says what it is.
  return <PopupCard testId="notice-popup" title={t('notices.noticeTitle')} text={activity?.title} banner={activity?.banner} onClose={onClose} actions={<Button onClick={onClose}>{t('notices.ok')}</Button>} />;
}

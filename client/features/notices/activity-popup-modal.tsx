// Any other type-1 activity: its banner and title; 'See more' follows its theme URL when that is a
// page of ours (the banner carousel handles the full click rules).
import { navigate } from '../../lib/navigate';
import { safeInternalPath } from '../../../contract/safe-url';
import { pageExists } from '../../../contract/route-paths';
import { useT } from '../../widgets/use-t';
import type { ModalProps } from '../../stores/modals';
import { Button } from '../../ui/button';
import { PopupCard, useActivity } from './popup-card';
import { noticesCatalog } from './notices-catalog';

/** @public The text this modal shows, added before it opens (lazyPage reads it; knip cannot see that). */
export const catalogs = [noticesCatalog];

export default function ActivityPopupModal({ activityId, onClose }: ModalProps<'activityPopup'>) {
  const t = useT();
  const activity = useActivity(activityId);
  const path = safeInternalPath(activity?.themeUrl);
  // No dead ends: a theme URL outside the route table gets 'OK', not a 404.
  const target = path && pageExists(path) ? path : null;
  const open = target
    ? () => {
        onClose();
        navigate(target);
      }
    : undefined;
  // The banner's drawn button takes the popup to its page; without a page there is no such
  // button: the picture stays a picture and OK closes.
  return (
    <PopupCard
      testId="activity-popup"
      title={activity?.title ?? ''}
      banner={activity?.banner}
      onBanner={open}
      onClose={onClose}
      actions={open ? <Button onClick={open}>{t('notices.activityCta')}</Button> : <Button onClick={onClose}>{t('notices.ok')}</Button>}
    />
  );
}

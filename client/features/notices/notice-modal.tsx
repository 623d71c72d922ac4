// The notice popup (activity 25): the operator's announcement, its banner and title. A member's
// popup marks its notice read once shown and offers the list of every notice (/notices).
import { useEffect } from 'preact/hooks';
import { useStore } from '@nanostores/react';
import { href } from '../../../contract/route-paths';
import { navigate } from '../../lib/navigate';
import { markNoticesRead } from '../../stores/notice-unread';
import { $isLoggedIn } from '../../stores/session';
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
  const member = useStore($isLoggedIn);
  // Shown is read: the Account page's dot and the list agree with what the player saw. A failed
  // mark leaves it unread in the list, which is where it can be read again anyway.
  useEffect(() => {
    if (member) markNoticesRead({ activityId }).catch(() => undefined);
  }, [member, activityId]);
  // A notice's title is its text; the dialog says what it is.
  return (
    <PopupCard
      testId="notice-popup"
      title={t('notices.noticeTitle')}
      text={activity?.title}
      banner={activity?.banner}
      onClose={onClose}
      actions={
        <>
          {member ? (
            <Button
              variant="secondary"
              onClick={() => {
                onClose();
                navigate(href('notices'));
              }}
            >
              {t('notices.allNotices')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('notices.ok')}</Button>
        </>
      }
    />
  );
}

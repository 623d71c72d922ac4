// The download popup (activity 32): install the app (shown only where it makes sense; see
// stores/activity-popups.ts).
import { APP_WEB_NAME } from '../../lib/app-name';
import { navigate } from '../../lib/navigate';
import { href } from '../../../contract/route-paths';
import { useT } from '../../widgets/use-t';
import type { ModalProps } from '../../stores/modals';
import { Button } from '../../ui/button';
import { PopupCard } from './popup-card';
import { noticesCatalog } from './notices-catalog';

/** @public The text this modal shows, added before it opens (lazyPage reads it; knip cannot see that). */
export const catalogs = [noticesCatalog];

export default function DownloadModal({ onClose }: ModalProps<'download'>) {
  const t = useT();
  return (
    <PopupCard
      testId="download-popup"
      title={t('notices.downloadTitle')}
      text={t('notices.downloadText', { app: APP_WEB_NAME })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('notices.later')}
          </Button>
          <Button
            onClick={() => {
              onClose();
              navigate(href('download'));
            }}
          >
            {t('notices.downloadCta')}
          </Button>
        </>
      }
    />
  );
}

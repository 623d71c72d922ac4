// The download popup (activity 32): install the app. It is queued only where it makes sense
// (stores/activity-popups.ts: not in the wrapper, the installed PWA or iOS Chrome, not for guests),
// by the same detection as /download (lib/app-shell.ts), and says what fits the phone: Install
// at once where the browser gave its install prompt, the home-screen steps on an iPhone, else
// the way to /download (the Android app and the steps).
import { useStore } from '@nanostores/react';
import { APP_WEB_NAME } from '../../lib/app-name';
import { appShell } from '../../lib/app-shell';
import { navigate } from '../../lib/navigate';
import { href } from '../../../contract/route-paths';
import { $installPrompt, promptInstall } from '../../stores/install-prompt';
import { mutation } from '../../stores/server-state-mutation';
import { useMutation } from '../../widgets/use-mutation';
import { useT } from '../../widgets/use-t';
import type { ModalProps } from '../../stores/modals';
import { Button } from '../../ui/button';
import { PopupCard } from './popup-card';
import { noticesCatalog } from './notices-catalog';

/** @public The text this modal shows, added before it opens (lazyPage reads it; knip cannot see that). */
export const catalogs = [noticesCatalog];

export default function DownloadModal({ onClose }: ModalProps<'download'>) {
  const t = useT();
  const prompt = useStore($installPrompt);
  const installing = useMutation(() => mutation(null, () => promptInstall()));
  const ios = appShell() === 'ios';
  const openPage = () => {
    onClose();
    navigate(href('download'));
  };
  // Installed, or no prompt after all: the popup's job is done (/download has the other ways).
  const install = () =>
    void installing.run().then((outcome) => {
      if (outcome !== 'dismissed') onClose();
    }, openPage);
  return (
    <PopupCard
      testId="download-popup"
      title={t('notices.downloadTitle')}
      text={ios ? t('notices.downloadIos', { app: APP_WEB_NAME }) : t('notices.downloadText', { app: APP_WEB_NAME })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('notices.later')}
          </Button>
          {prompt ? (
            <Button loading={installing.pending} onClick={install} data-testid="download-popup-install">
              {t('notices.downloadInstall')}
            </Button>
          ) : (
            <Button onClick={openPage}>{t(ios ? 'notices.downloadHow' : 'notices.downloadCta')}</Button>
          )}
        </>
      }
    />
  );
}

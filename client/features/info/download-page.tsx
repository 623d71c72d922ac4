// /download: the app that fits this device, by the one detection of lib/app-shell.ts (the download
// popup follows it too). In the Android wrapper: nothing to download, unless the operator's APK
// (h5.apkVersionCode) is newer than the wrapper or the wrapper's bridge protocol is older than
// ours, then an update through the wrapper's download manager. In the installed PWA: it is installed. In an Android browser: the APK (h5.downloadUrl,
// an https link) and Install (the PWA prompt Chrome gave at start-up). On iPhone: the steps to add
// it to the home screen (Safari's, or Chrome's). On a computer: the install prompt and both phones'
// steps. Everywhere: share the app with a friend (with the player's invite code).
import { useStore } from '@nanostores/react';
import { useState } from 'preact/hooks';
import { APP_WEB_NAME } from '../../lib/app-name';
import { appShell } from '../../lib/app-shell';
import { downloadFile, shareLink, wrapperOutdated, type ShareLink } from '../../lib/bridge-actions';
import { safeExternalUrl } from '../../../contract/safe-url';
import { href } from '../../../contract/route-paths';
import { $config } from '../../stores/config';
import { $installPrompt, promptInstall } from '../../stores/install-prompt';
import { mutation } from '../../stores/server-state-mutation';
import { $afterLoginInfo } from '../../stores/session';
import { showToast } from '../../stores/toast';
import { useMutation } from '../../widgets/use-mutation';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import styles from './info-page.module.css';
import { infoCatalog } from './info-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [infoCatalog];

type T = ReturnType<typeof useT>;

function AndroidSteps({ t }: { t: T }) {
  return (
    <>
      <h2>{t('info.download.androidTitle')}</h2>
      <p>{t('info.download.android')}</p>
    </>
  );
}

function IosSteps({ t, chrome }: { t: T; chrome?: boolean }) {
  return (
    <>
      <h2>{t(chrome ? 'info.download.iosChromeTitle' : 'info.download.iosTitle')}</h2>
      <p>{t(chrome ? 'info.download.iosChrome' : 'info.download.ios')}</p>
    </>
  );
}

function InstallButton({ t }: { t: T }) {
  const prompt = useStore($installPrompt);
  const [dismissed, setDismissed] = useState(false);
  return (
    <>
      {prompt ? (
        <button type="button" class={styles.primaryButton} onClick={() => void promptInstall().then((outcome) => setDismissed(outcome === 'dismissed'))}>
          {t('info.download.install')}
        </button>
      ) : null}
      {dismissed ? <p role="status">{t('info.download.dismissed')}</p> : null}
    </>
  );
}

function ApkLink({ t, apk }: { t: T; apk: string | null }) {
  if (!apk) return null;
  return (
    <>
      <a class={styles.primaryButton} href={apk} rel="noopener noreferrer" data-testid="download-apk">
        {t('info.download.apk')}
      </a>
      <p class={styles.note}>{t('info.download.apkNote')}</p>
    </>
  );
}

// The wrapper: up to date, or an update the wrapper downloads itself (its notification shows
// progress). Out of date: the operator's APK is a newer build, or the wrapper speaks an older bridge
// protocol than this app (it lacks hooks, such as share or native sign-in).
function WrapperStatus({ t, apk, latest }: { t: T; apk: string | null; latest: number | undefined }) {
  const [started, setStarted] = useState(false);
  if (apk === null || !wrapperOutdated(latest)) return <p role="status" data-testid="download-status">{t('info.download.inWrapper', { app: APP_WEB_NAME })}</p>;
  const start = () => {
    if (downloadFile(apk, `${APP_WEB_NAME}.apk`) === 'started') setStarted(true);
    else showToast(t('info.download.updateFailed'), 'error');
  };
  return (
    <>
      <p role="status" data-testid="download-status">{t('info.download.updateReady')}</p>
      <button type="button" class={styles.primaryButton} onClick={start} data-testid="download-update">
        {t('info.download.update')}
      </button>
      {started ? <p role="status">{t('info.download.updateStarted')}</p> : null}
    </>
  );
}

// Sharing waits on the share sheet (Web Share resolves when the player picks an app or closes it).
const shareApp = () =>
  mutation(null, (link: ShareLink) => shareLink(link));

function ShareApp({ t }: { t: T }) {
  const inviteCode = useStore($afterLoginInfo).data?.inviteCode;
  const sharing = useMutation(shareApp);
  const share = () => {
    const url = new URL(href('download'), location.origin);
    if (inviteCode) url.searchParams.set('inviteCode', inviteCode);
    void sharing.run({ title: APP_WEB_NAME, text: t('info.download.shareText', { app: APP_WEB_NAME }), url: url.href }).then((result) => {
      if (result === 'copied') showToast(t('info.download.linkCopied'), 'success');
      else if (result === 'failed') showToast(t('info.download.shareFailed'), 'error');
    });
  };
  return (
    <>
      <h2>{t('info.download.shareTitle')}</h2>
      <p>{t('info.download.shareIntro')}</p>
      <Button variant="secondary" block loading={sharing.pending} onClick={share} data-testid="download-share">
        {t('info.download.share')}
      </Button>
    </>
  );
}

export default function DownloadPage() {
  const t = useT();
  const h5 = useStore($config)?.h5;
  const apk = safeExternalUrl(h5?.downloadUrl);
  const shell = appShell();
  return (
    <Page title={t('info.downloadTitle')} back>
      <article class={styles.article} data-testid="download-page" data-shell={shell}>
        {shell === 'wrapper' ? (
          <div class={styles.actions}>
            <WrapperStatus t={t} apk={apk} latest={h5?.apkVersionCode} />
          </div>
        ) : shell === 'installed-pwa' ? (
          <p role="status" data-testid="download-status">
            {t('info.download.installed')}
          </p>
        ) : (
          <>
            <p>{t('info.download.intro', { app: APP_WEB_NAME })}</p>
            <div class={styles.actions}>
              {shell === 'android' || shell === 'desktop' ? <InstallButton t={t} /> : null}
              {shell === 'android' || shell === 'desktop' ? <ApkLink t={t} apk={apk} /> : null}
            </div>
            {shell === 'ios' || shell === 'ios-chrome' ? <IosSteps t={t} chrome={shell === 'ios-chrome'} /> : null}
            {shell === 'android' ? <AndroidSteps t={t} /> : null}
            {shell === 'desktop' ? (
              <>
                <AndroidSteps t={t} />
                <IosSteps t={t} />
              </>
            ) : null}
          </>
        )}
        <ShareApp t={t} />
      </article>
    </Page>
  );
}

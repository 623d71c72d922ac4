// /download: install the app. The PWA install button where the browser offers it (Chrome keeps
// the prompt from start-up), the steps for iPhone and Android otherwise, and the Android app
// where the operator configures one (h5.downloadUrl, an https link).
import { APP_WEB_NAME } from '../../lib/app-name';
import { useStore } from '@nanostores/react';
import { useState } from 'preact/hooks';
import { safeExternalUrl } from '../../../contract/safe-url';
import { $config } from '../../stores/config';
import { $installPrompt, isInstalledPwa, promptInstall } from '../../stores/install-prompt';
import { useT } from '../../widgets/use-t';
import { Page } from '../../ui/page';
import styles from './info-page.module.css';
import { infoCatalog } from './info-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [infoCatalog];

export default function DownloadPage() {
  const t = useT();
  const prompt = useStore($installPrompt);
  const apk = safeExternalUrl(useStore($config)?.h5?.downloadUrl);
  const [dismissed, setDismissed] = useState(false);
  const installed = isInstalledPwa();
  return (
    <Page title={t('info.downloadTitle')} back>
      <article class={styles.article}>
        <p>{t('info.download.intro', { app: APP_WEB_NAME })}</p>
        <div class={styles.actions}>
          {installed ? (
            <p role="status">{t('info.download.installed')}</p>
          ) : prompt ? (
            <button type="button" class={styles.primaryButton} onClick={() => void promptInstall().then((outcome) => setDismissed(outcome === 'dismissed'))}>
              {t('info.download.install')}
            </button>
          ) : null}
          {dismissed ? <p role="status">{t('info.download.dismissed')}</p> : null}
          {apk ? (
            <>
              <a class={styles.primaryButton} href={apk} rel="noopener noreferrer">
                {t('info.download.apk')}
              </a>
              <p class={styles.note}>{t('info.download.apkNote')}</p>
            </>
          ) : null}
        </div>
        <h2>{t('info.download.androidTitle')}</h2>
        <p>{t('info.download.android')}</p>
        <h2>{t('info.download.iosTitle')}</h2>
        <p>{t('info.download.ios')}</p>
      </article>
    </Page>
  );
}

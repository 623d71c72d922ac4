// /member/retrieve-balance: brings the balances held on game platforms back to the main wallet,
// with a result per platform (moved, nothing there, or closed for now: try again later).
import { call } from '../../api/http';
import { useState } from 'preact/hooks';
import type { PlatformRetrieval } from '../../../contract/wallet';
import * as walletCalls from '../../../contract/wallet';
import { formatMoney } from '../../lib/money';
import { errorMessage } from '../../stores/error-message';
import { useT } from '../../stores/locale';
import { patchUser } from '../../stores/session';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import './wallet-catalog';
import styles from './wallet.module.css';

export default function RetrieveBalancePage() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ coin: number; platforms: PlatformRetrieval[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const retrieve = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await call(walletCalls.retrieveBalance, {});
      patchUser({ coin: answer.coin });
      setResult(answer);
    } catch (error) {
      const message = errorMessage(error);
      setFailure(`${t('wallet.retrieveError')} ${t(message.key, message.params)}`);
    } finally {
      setBusy(false);
    }
  };
  const line = (platform: PlatformRetrieval) =>
    platform.status === 'moved'
      ? t('wallet.retrieveMoved', { amount: formatMoney(platform.amount) })
      : platform.status === 'failed'
        ? t('wallet.retrieveFailed', { amount: formatMoney(platform.amount) })
        : t('wallet.retrieveEmpty');
  return (
    <Page title={t('wallet.retrieveTitle')} back>
      <div class={styles.section}>
        <p>{t('wallet.retrieveIntro')}</p>
        <Button block loading={busy} disabled={busy} onClick={() => void retrieve()}>
          {t('wallet.retrieveNow')}
        </Button>
        {failure && (
          <p class={styles.error} role="alert">
            {failure}
          </p>
        )}
        {result && (
          <section aria-live="polite" data-testid="retrieve-result">
            <p class={styles.big}>{t('wallet.retrieveDone', { amount: formatMoney(result.coin) })}</p>
            <ul class={styles.accountList}>
              {result.platforms.map((platform) => (
                <li key={platform.platformId} class={styles.accountRow} data-testid="retrieve-platform">
                  <strong>{platform.name}</strong>
                  <span class={platform.status === 'failed' ? styles.error : styles.hint}>{line(platform)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Page>
  );
}

// /member/retrieve-balance: brings the balances held on game platforms back to the main wallet,
// with a result per platform (moved, nothing there, or closed for now: try again later).
import { call } from '../../api/http';
import type { PlatformRetrieval } from '../../../contract/wallet';
import * as walletCalls from '../../../contract/wallet';
import { formatMoney } from '../../lib/money';
import { errorMessage } from '../../stores/error-message';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { useT } from '../../widgets/use-t';
import { mutation } from '../../stores/server-state-mutation';
import { $token, patchUser } from '../../stores/session';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { useMutation } from '../../widgets/use-mutation';
import styles from './wallet.module.css';
import { walletCatalog } from './wallet-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, walletCatalog];

/** retrieveBalance: the answer (the balance now and each platform's result) stays shown. */
const $retrieve = mutation($token, () => call(walletCalls.retrieveBalance, {}), { done: (answer) => patchUser({ coin: answer.coin }) });

export default function RetrieveBalancePage() {
  const t = useT();
  const retrieve = useMutation($retrieve);
  const result = retrieve.data;
  const failure = retrieve.error === undefined ? null : errorMessage(retrieve.error);
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
        <Button block loading={retrieve.pending} disabled={retrieve.pending} onClick={() => retrieve.start()}>
          {t('wallet.retrieveNow')}
        </Button>
        {failure && (
          <p class={styles.error} role="alert">
            {`${t('wallet.retrieveError')} ${t(failure.key, failure.params)}`}
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

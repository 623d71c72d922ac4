// /wallets/card/list: the player's receiving accounts, each with Edit, and Add while there is room.
import { useStore } from '@nanostores/react';
import { href } from '../../../contract/route-paths';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { $accounts } from './withdraw-store';
import styles from './wallet.module.css';
import { walletCatalog } from './wallet-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [walletCatalog];

export default function AccountsPage({ query }: { query?: Record<string, string> }) {
  const t = useT();
  const accounts = useStore($accounts);
  const from = query?.from === 'withdraw' ? { from: 'withdraw' } : {};
  return (
    <Page title={t('wallet.accountsTitle')} back>
      <div class={styles.section}>
        {accounts.error !== undefined && !accounts.data ? (
          <div class={styles.problem} role="alert">
            <p>{t('wallet.loadFailed')}</p>
            <Button onClick={() => void $accounts.reload()}>{t('wallet.retry')}</Button>
          </div>
        ) : !accounts.data ? (
          <Skeleton width="100%" />
        ) : accounts.data.list.length === 0 ? (
          <EmptyState message={t('wallet.accountsEmpty')} />
        ) : (
          <ul class={styles.accountList}>
            {accounts.data.list.map((account) => (
              <li key={account.id} class={styles.accountRow} data-testid="receiving-account">
                <div>
                  <strong>{account.bankName}</strong>
                  <span class={styles.hint}>
                    {account.accountName} · ••••{account.accountNo.slice(-4)}
                  </span>
                </div>
                <a class={styles.link} href={href('walletAccountEdit', { query: { id: account.id, ...from } })}>
                  {t('wallet.edit')}
                </a>
              </li>
            ))}
          </ul>
        )}
        <a class={styles.primaryLink} href={href('walletAccountEdit', { query: from })}>
          {t('wallet.addAccount')}
        </a>
      </div>
    </Page>
  );
}

// /wallets/deposit/result?orderNo=: where the provider sends the player back. It follows the order
// until the provider settles it (paid: the new balance, the bonus, first-deposit reward and
// diamonds it earned; cancelled; expired) or, after about a minute, says it is still pending and
// lets the player check again or leave. Back returns to the wallet, never to the provider's page.
import { useStore } from '@nanostores/react';
import { useEffect } from 'preact/hooks';
import { WalletErrorCode } from '../../../contract/wallet';
import { ApiError } from '../../api/errors';
import { copyText } from '../../lib/native-bridge';
import { formatMoney } from '../../lib/money';
import { href } from '../../../contract/route-paths';
import { errorMessage } from '../../stores/error-message';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { useT } from '../../widgets/use-t';
import { tn } from '../../stores/locale';
import { PROVIDER_NAMES } from '../../ui/provider-mark';
import { putWalletBehind } from './result-history';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { $orderWatch, watchOrder } from './deposit-watch';
import styles from './wallet.module.css';
import { walletCatalog } from './wallet-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, walletCatalog];

export default function DepositResultPage({ query }: { query?: Record<string, string> }) {
  const t = useT();
  const orderNo = query?.orderNo ?? '';
  useEffect(() => watchOrder(orderNo), [orderNo]);
  useEffect(() => putWalletBehind(href('wallets', { query: { name: 'deposit' } })), []);
  return (
    // Back never returns to the provider's page: the wallet's entry is behind this one.
    <Page title={t('wallet.resultTitle')} back>
      <section class={styles.result} aria-live="polite">
        <Outcome orderNo={orderNo} />
        <OrderNumber orderNo={orderNo} />
      </section>
    </Page>
  );
}

function Outcome({ orderNo }: { orderNo: string }) {
  const t = useT();
  const watch = useStore($orderWatch);
  const again = (
    <a class={styles.link} href={href('wallets', { query: { name: 'deposit' } })}>
      {t('wallet.depositAgain')}
    </a>
  );
  if (watch.state === 'failed') {
    const notFound = watch.error instanceof ApiError && watch.error.code === WalletErrorCode.orderNotFound;
    const message = errorMessage(watch.error);
    return (
      <div class={styles.outcome} role="alert">
        <h2>{notFound ? t('wallet.notFound') : t('wallet.checkFailed')}</h2>
        {!notFound && <p>{t(message.key, message.params)}</p>}
        {!notFound && <Button onClick={() => watchOrder(orderNo)}>{t('wallet.checkAgain')}</Button>}
        {again}
      </div>
    );
  }
  const channel = watch.order ? PROVIDER_NAMES[watch.order.provider] : '';
  if (watch.state === 'checking') {
    return (
      <div class={styles.outcome} data-testid="deposit-checking">
        <Spinner />
        <p>{t('wallet.checking', { channel: channel || '…' })}</p>
      </div>
    );
  }
  const { order } = watch;
  if (watch.state === 'pending') {
    return (
      <div class={styles.outcome} data-testid="deposit-pending">
        <h2>{t('wallet.pending')}</h2>
        <p>{t('wallet.pendingDetail', { channel })}</p>
        <Button onClick={() => watchOrder(orderNo)}>{t('wallet.checkAgain')}</Button>
        {again}
      </div>
    );
  }
  if (order.status === 'paid') {
    return (
      <div class={`${styles.outcome} ${styles.good}`} data-testid="deposit-paid">
        <h2>{t('wallet.paid')}</h2>
        <p>{t('wallet.paidDetail', { amount: formatMoney(order.amount) })}</p>
        {order.bonus > 0 && <p>{t('wallet.paidBonus', { amount: formatMoney(order.bonus) })}</p>}
        {watch.firstDepositBonus ? <p data-testid="first-deposit-bonus">{t('wallet.paidFirstDeposit', { amount: formatMoney(watch.firstDepositBonus) })}</p> : null}
        {watch.diamonds ? (
          <p data-testid="deposit-diamonds">
            {tn('wallet.paidDiamonds', watch.diamonds)}{' '}
            <a class={styles.link} href={href('activityDiamondShop')}>
              {t('wallet.diamondShop')}
            </a>
          </p>
        ) : null}
        <p class={styles.newBalance} data-testid="new-balance">
          {t('wallet.newBalance', { amount: formatMoney(watch.coin) })}
        </p>
        <a class={styles.primaryLink} href={href('home')}>
          {t('wallet.playNow')}
        </a>
        {again}
      </div>
    );
  }
  return (
    <div class={styles.outcome} data-testid={`deposit-${order.status}`}>
      <h2>{order.status === 'cancelled' ? t('wallet.cancelled') : t('wallet.expired')}</h2>
      <p>{order.status === 'cancelled' ? t('wallet.cancelledDetail') : t('wallet.expiredDetail')}</p>
      {again}
    </div>
  );
}

function OrderNumber({ orderNo }: { orderNo: string }) {
  const t = useT();
  const copy = () => copyText(orderNo).then((result) => showToast(t(result === 'copied' ? 'wallet.copied' : 'wallet.copyFailed'), result === 'copied' ? 'info' : 'error'));
  return (
    <dl class={styles.order}>
      <dt>{t('wallet.orderNo')}</dt>
      <dd>
        <span data-testid="order-no">{orderNo}</span>
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          {t('wallet.copy')}
        </Button>
      </dd>
    </dl>
  );
}

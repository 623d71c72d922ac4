// /activity/diamond-shop (login): the diamonds held (a diamond for every ₱100 deposited) and the
// scratch cards, the ticker of other players' exchanges and wins, the shop's three sections
// (bonus coins, goods, scratch cards; each exchange confirmed, pending at once, once per tap), the
// goods orders and the diamond log (paged).
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'preact/hooks';
import { DEFAULT_BONUS_TURNOVER } from '../../../contract/bonus';
import type { DiamondExchangeKind, DiamondItem, DiamondLogRow, DiamondOrderRow, DiamondShopData, DiamondTicker } from '../../../contract/diamond';
import { href } from '../../../contract/route-paths';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney, groupDigits } from '../../lib/money';
import { $config } from '../../stores/config';
import { errorMessage } from '../../stores/error-message';
import { $locale, type TranslationKey } from '../../stores/locale';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Page } from '../../ui/page';
import { PagedList } from '../../ui/paged-list';
import { Skeleton } from '../../ui/skeleton';
import { Tabs } from '../../ui/tabs';
import { rewardCatalog } from '../../widgets/reward-catalog';
import { useMutation } from '../../widgets/use-mutation';
import { useT } from '../../widgets/use-t';
import { awardLabel } from './award-label';
import { diamondCatalog } from './diamond-catalog';
import { DIAMOND_CODES } from './diamond-codes';
import { $diamondLog, $diamondShop, $diamondTickers, $goodsOrders, exchangeOf } from './diamond-store';
import styles from './diamond.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, diamondCatalog, rewardCatalog];

const KINDS: readonly DiamondExchangeKind[] = ['coin', 'goods', 'scratchcard'];

export default function DiamondShopPage() {
  const t = useT();
  const shop = useStore($diamondShop);
  return (
    <Page title={t('diamond.shopTitle')} back>
      <div class={styles.section}>
        {shop.data ? (
          <ShopView shop={shop.data} />
        ) : shop.error ? (
          <div class={styles.card} role="alert">
            <p>{t('diamond.shopLoadFailed')}</p>
            <Button onClick={() => void $diamondShop.reload()}>{t('diamond.retry')}</Button>
          </div>
        ) : (
          <div class={styles.section} aria-busy="true" data-testid="diamond-loading">
            <Skeleton height="calc(1.8 * var(--u))" />
            <Skeleton height="calc(0.8 * var(--u))" />
            <Skeleton height="calc(1.2 * var(--u))" />
            <Skeleton height="calc(1.2 * var(--u))" />
          </div>
        )}
        <Logs />
      </div>
    </Page>
  );
}

function ShopView({ shop }: { shop: DiamondShopData }) {
  const t = useT();
  const [kind, setKind] = useState<DiamondExchangeKind>('coin');
  const [confirm, setConfirm] = useState<{ kind: DiamondExchangeKind; item: DiamondItem } | null>(null);
  const items = shop[kind];
  return (
    <>
      {!shop.open && (
        <p class={styles.card} role="status">
          {t('diamond.shopClosed')}
        </p>
      )}
      <section class={styles.card} aria-labelledby="diamond-balance" data-testid="diamond-balance">
        <h2 id="diamond-balance" class={styles.heading}>
          {t('diamond.balance')}
        </h2>
        <p class={styles.balance}>{groupDigits(shop.diamonds)}</p>
        <p class={styles.hint}>{t('diamond.earn', { amount: formatMoney(shop.depositPerDiamond) })}</p>
        <div class={styles.links}>
          <a class={styles.linkButton} href={href('wallets', { query: { name: 'deposit' } })}>
            {t('diamond.deposit')}
          </a>
          <a class={styles.linkButton} href={href('activityScratchCard')} data-testid="diamond-cards-link">
            {t('diamond.cardsLink', { count: groupDigits(shop.cards) })}
          </a>
        </div>
      </section>
      <Ticker />
      <Tabs items={KINDS.map((id) => ({ id, label: t(`diamond.tab.${id}`) }))} value={kind} onChange={(id) => setKind(id as DiamondExchangeKind)} />
      <div role="tabpanel">
        {items.length === 0 ? (
          <p class={styles.hint}>{t('diamond.sectionEmpty')}</p>
        ) : (
          <ul class={styles.rows}>
            {items.map((item) => (
              <ItemRow key={item.id} kind={kind} item={item} diamonds={shop.diamonds} usable={shop.open} onPick={() => setConfirm({ kind, item })} />
            ))}
          </ul>
        )}
      </div>
      {confirm && <ConfirmExchange kind={confirm.kind} item={confirm.item} onClose={() => setConfirm(null)} />}
    </>
  );
}

function ItemRow({ kind, item, diamonds, usable, onPick }: { kind: DiamondExchangeKind; item: DiamondItem; diamonds: number; usable: boolean; onPick: () => void }) {
  const t = useT();
  const exchange = useStore(exchangeOf(kind));
  const short = item.diamonds - diamonds;
  return (
    <li class={styles.row} data-testid="diamond-item">
      <div>
        <p class={styles.rowTitle}>{awardLabel(t, item)}</p>
        <p class={styles.hint}>{t('diamond.price', { count: groupDigits(item.diamonds) })}</p>
      </div>
      <Button size="sm" class={styles.action} disabled={!usable || short > 0} loading={exchange.pending && exchange.arg === item.id} onClick={onPick}>
        {usable && short > 0 ? t('diamond.short', { count: groupDigits(short) }) : t('diamond.exchange')}
      </Button>
    </li>
  );
}

function ConfirmExchange({ kind, item, onClose }: { kind: DiamondExchangeKind; item: DiamondItem; onClose: () => void }) {
  const t = useT();
  const config = useStore($config);
  const exchange = useMutation(exchangeOf(kind));
  const times = config?.bonusTurnover?.diamond ?? DEFAULT_BONUS_TURNOVER.diamond;
  const run = () =>
    void exchange.run(item.id).then(
      () => {
        // The next exchange of this item is a new request.
        exchange.reset();
        onClose();
      },
      (error: unknown) => {
        const message = errorMessage(error, DIAMOND_CODES);
        showToast(t(message.key, message.params), 'error');
        void $diamondShop.reload();
      },
    );
  return (
    <Dialog
      open
      title={t('diamond.confirmTitle')}
      onClose={exchange.pending ? undefined : onClose}
      actions={
        <>
          <Button variant="secondary" disabled={exchange.pending} onClick={onClose}>
            {t('diamond.cancel')}
          </Button>
          <Button loading={exchange.pending} onClick={run} data-testid="diamond-confirm">
            {t('diamond.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('diamond.confirmText', { diamonds: groupDigits(item.diamonds), prize: awardLabel(t, item) })}</p>
      {kind === 'coin' && <p class={styles.hint}>{t('diamond.confirmCoin', { times })}</p>}
    </Dialog>
  );
}

const TICK_MS = 3_000;

/** One line at a time, moving on every 3 s while the page is shown (not with reduced motion). */
function Ticker() {
  const t = useT();
  const tickers = useStore($diamondTickers);
  const list = tickers.data?.list ?? [];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (list.length < 2 || (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches)) return;
    const timer = setInterval(() => {
      if (!document.hidden) setIndex((i) => i + 1);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [list.length]);
  if (list.length === 0) return null;
  const item = list[index % list.length]!;
  return (
    <section class={styles.ticker} aria-label={t('diamond.tickerLabel')} data-testid="diamond-ticker">
      <p key={item.id} class={styles.tick}>
        {tickerText(t, item)}
      </p>
    </section>
  );
}

const tickerText = (t: ReturnType<typeof useT>, item: DiamondTicker) => t(`diamond.ticker.${item.kind}` as TranslationKey, { name: item.nickname, prize: awardLabel(t, item) });

function Logs() {
  const t = useT();
  const [tab, setTab] = useState<'orders' | 'log'>('orders');
  const orders = useStore($goodsOrders);
  const log = useStore($diamondLog);
  const skeleton = (
    <li class={styles.record}>
      <Skeleton width="60%" />
      <Skeleton width="40%" />
    </li>
  );
  return (
    <section class={styles.section}>
      <Tabs
        items={[
          { id: 'orders', label: t('diamond.ordersTab') },
          { id: 'log', label: t('diamond.logTab') },
        ]}
        value={tab}
        onChange={(id) => setTab(id as 'orders' | 'log')}
      />
      <div role="tabpanel">
        {tab === 'orders' ? (
          <PagedList
            state={orders}
            testId="diamond-orders"
            renderItem={(row) => <OrderRow key={row.id} row={row} />}
            skeleton={skeleton}
            text={{ empty: t('diamond.ordersEmpty'), loadFailed: t('diamond.ordersFailed'), retry: t('diamond.retry'), loadMore: t('diamond.loadMore'), noMore: t('diamond.noMore') }}
            onRetry={() => void $goodsOrders.reload()}
            onLoadMore={() => void $goodsOrders.loadMore()}
          />
        ) : (
          <PagedList
            state={log}
            testId="diamond-log"
            renderItem={(row) => <LogRow key={row.id} row={row} />}
            skeleton={skeleton}
            text={{ empty: t('diamond.diamondLogEmpty'), loadFailed: t('diamond.diamondLogFailed'), retry: t('diamond.retry'), loadMore: t('diamond.loadMore'), noMore: t('diamond.noMore') }}
            onRetry={() => void $diamondLog.reload()}
            onLoadMore={() => void $diamondLog.loadMore()}
          />
        )}
      </div>
    </section>
  );
}

function OrderRow({ row }: { row: DiamondOrderRow }) {
  const t = useT();
  const locale = useStore($locale);
  return (
    <li class={styles.record} data-testid="diamond-order-row">
      <div class={styles.recordTop}>
        <strong>{awardLabel(t, row)}</strong>
        <span class={styles.minus}>{t('diamond.orderSpent', { count: groupDigits(row.diamonds) })}</span>
      </div>
      <p class={styles.hint}>{t('diamond.orderNo', { orderNo: row.orderNo })}</p>
      <time class={styles.hint} dateTime={new Date(row.createTime).toISOString()}>
        {formatDateTime(row.createTime, locale)}
      </time>
    </li>
  );
}

const KIND_LABELS: Record<string, TranslationKey> = { deposit: 'diamond.kind.deposit', exchange: 'diamond.kind.exchange', scratch: 'diamond.kind.scratch' };

function LogRow({ row }: { row: DiamondLogRow }) {
  const t = useT();
  const locale = useStore($locale);
  return (
    <li class={styles.record} data-testid="diamond-log-row">
      <div class={styles.recordTop}>
        <strong>{t(KIND_LABELS[row.kind] ?? 'diamond.kind.other')}</strong>
        <strong class={row.delta > 0 ? styles.plus : styles.minus}>
          {row.delta > 0 ? '+' : '−'}
          {groupDigits(Math.abs(row.delta))}
        </strong>
      </div>
      <p class={styles.hint}>{t('diamond.balanceAfter', { count: groupDigits(row.balance) })}</p>
      <time class={styles.hint} dateTime={new Date(row.createTime).toISOString()}>
        {formatDateTime(row.createTime, locale)}
      </time>
    </li>
  );
}

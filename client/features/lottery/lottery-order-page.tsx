// /activity/lottery/order: the player's orders, newest first, paged: the ticket type, the draw and
// its closing time, the coupons paid, and each ticket's numbers with its state (waiting for the
// draw, won with what it paid, no win), the drawn numbers marked once the draw is done.
import { useStore } from '@nanostores/react';
import type { LotteryOrder } from '../../../contract/lottery';
import { href } from '../../../contract/route-paths';
import { formatDateTime } from '../../lib/date-time';
import { $locale } from '../../stores/locale';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { PagedList } from '../../ui/paged-list';
import { Skeleton } from '../../ui/skeleton';
import { useT } from '../../widgets/use-t';
import { LotteryBalls } from './lottery-balls';
import { lotteryCatalog } from './lottery-catalog';
import { couponName, productName, STATE_LABELS } from './lottery-rules';
import { $lottery, $lotteryOrders } from './lottery-store';
import { PrizeText } from './prize-text';
import styles from './lottery.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [lotteryCatalog];

export default function LotteryOrderPage() {
  const t = useT();
  const orders = useStore($lotteryOrders);
  // The ticket types' names need the configured numbers.
  const picks = useStore($lottery).data?.config.picks ?? 0;
  return (
    <Page title={t('lottery.orderTitle')} back>
      <div class={styles.section}>
        {orders.status === 'ready' && orders.items.length === 0 ? (
          <EmptyState
            message={t('lottery.orderEmpty')}
            action={
              <a class={styles.primaryLink} href={href('activityLotteryProduct')}>
                {t('lottery.buy')}
              </a>
            }
          />
        ) : (
          <PagedList
            state={orders}
            testId="lottery-orders"
            renderItem={(order) => <OrderRow key={order.id} order={order} picks={picks} />}
            skeleton={
              <li class={styles.row}>
                <Skeleton width="50%" />
                <Skeleton width="80%" height="calc(0.6 * var(--u))" />
              </li>
            }
            text={{ empty: t('lottery.orderEmpty'), loadFailed: t('lottery.listFailed'), retry: t('lottery.retry'), loadMore: t('lottery.loadMore'), noMore: t('lottery.noMore') }}
            onRetry={() => void $lotteryOrders.reload()}
            onLoadMore={() => void $lotteryOrders.loadMore()}
          />
        )}
      </div>
    </Page>
  );
}

function OrderRow({ order, picks }: { order: LotteryOrder; picks: number }) {
  const t = useT();
  const locale = useStore($locale);
  const name = productName({ id: order.productId, couponPropId: order.couponPropId, coupons: order.coupons, quickPick: order.quickPick, lines: order.tickets.length }, picks || order.tickets[0]?.numbers.length || 0);
  const coupon = couponName(order.couponPropId);
  return (
    <li class={styles.row} data-testid="lottery-order">
      <div class={styles.rowTop}>
        <strong>{t(name.key, name.params)}</strong>
        <span class={styles.hint}>{t('lottery.orderPaid', { count: order.coupons, coupon: t(coupon.key, coupon.params) })}</span>
      </div>
      <p class={styles.hint}>{t('lottery.orderDraw', { id: order.drawId, time: formatDateTime(order.closeAt, locale) })}</p>
      {order.drawNumbers && (
        <div class={styles.drawn}>
          <span class={styles.hint}>{t('lottery.drawnNumbers')}</span>
          <LotteryBalls numbers={order.drawNumbers} size="sm" label={t('lottery.drawnNumbers')} />
        </div>
      )}
      <ul class={styles.tickets}>
        {order.tickets.map((ticket) => (
          <li key={ticket.id} class={styles.ticket} data-testid="lottery-ticket" data-state={ticket.state}>
            <LotteryBalls numbers={ticket.numbers} hits={order.drawNumbers ?? undefined} size="sm" label={t('lottery.yourNumbers')} />
            <span class={`${styles.state} ${styles[ticket.state]}`}>
              {t(STATE_LABELS[ticket.state])}
              {ticket.state === 'won' && (
                <>
                  {' · '}
                  <PrizeText coin={ticket.coin} propId={ticket.propId} count={ticket.count} />
                </>
              )}
              {ticket.state === 'lost' && ` · ${t('lottery.ticketMatched', { matches: ticket.matches })}`}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}

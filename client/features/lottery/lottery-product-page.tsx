// /activity/lottery/product: buy tickets for the draw on sale. Each ticket type with what it
// costs in coupons and the coupons held; a type the player picks for shows the number grid (44 px
// targets, a lucky pick to fill it); Buy waits for its answer and buys once however often it is
// tapped, then the player's tickets show. A draw that closed meanwhile is said plainly.
import { useStore } from '@nanostores/react';
import { useState } from 'preact/hooks';
import type { LotteryProduct } from '../../../contract/lottery';
import { href } from '../../../contract/route-paths';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney } from '../../lib/money';
import { navigate } from '../../lib/navigate';
import { errorMessage } from '../../stores/error-message';
import { $locale } from '../../stores/locale';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { useMutation } from '../../widgets/use-mutation';
import { useT } from '../../widgets/use-t';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { lotteryCatalog } from './lottery-catalog';
import { LOTTERY_CODES } from './lottery-codes';
import { couponName, luckyPick, productName, togglePick } from './lottery-rules';
import { $buyLottery, $lottery, $lotteryOrders, type LotteryState } from './lottery-store';
import styles from './lottery.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, lotteryCatalog];

export default function LotteryProductPage() {
  const t = useT();
  const lottery = useStore($lottery);
  const data = lottery.data;
  return (
    <Page title={t('lottery.productTitle')} back>
      <div class={styles.section}>
        {data ? (
          <Products data={data} />
        ) : lottery.error ? (
          <div class={styles.card} role="alert">
            <p>{t('lottery.loadFailed')}</p>
            <Button onClick={() => void $lottery.reload()}>{t('lottery.retry')}</Button>
          </div>
        ) : (
          <div class={styles.section} aria-busy="true">
            <Skeleton height="calc(1.2 * var(--u))" />
            <Skeleton height="calc(1.2 * var(--u))" />
            <Skeleton height="calc(3 * var(--u))" />
          </div>
        )}
      </div>
    </Page>
  );
}

function Products({ data }: { data: LotteryState }) {
  const t = useT();
  const locale = useStore($locale);
  const { products, picks, pool } = data.config;
  const [selected, setSelected] = useState(products[0]?.id ?? 0);
  const [picked, setPicked] = useState<number[]>([]);
  const buy = useMutation($buyLottery);
  const product = products.find((p) => p.id === selected) ?? products[0];
  if (!product) return <p class={styles.card}>{t('lottery.err.unknownProduct')}</p>;
  const held = data.coupons.find((c) => c.propId === product.couponPropId)?.count ?? 0;
  const short = product.coupons - held;
  const missing = product.quickPick ? 0 : picks - picked.length;
  const coupon = couponName(product.couponPropId);
  const submit = () => {
    void buy
      .run({ productId: product.id, drawId: data.draw.id, ...(product.quickPick ? {} : { numbers: picked }) })
      .then(({ order }) => {
        // The next purchase is a new request, even of the same ticket.
        buy.reset();
        showToast(t('lottery.bought', { id: order.drawId }), 'success');
        void $lotteryOrders.reload();
        navigate(href('activityLotteryOrder'));
      })
      .catch((error: unknown) => {
        const message = errorMessage(error, LOTTERY_CODES);
        showToast(t(message.key, message.params), 'error');
        buy.reset();
        void $lottery.reload();
      });
  };
  return (
    <>
      {!data.open && (
        <p class={styles.card} role="status">
          {t('lottery.closed')}
        </p>
      )}
      <p class={styles.hint} data-testid="lottery-for-draw">
        {t('lottery.forDraw', { id: data.draw.id, time: formatDateTime(data.draw.closeAt, locale) })}
      </p>
      <fieldset class={styles.products}>
        <legend class={styles.heading}>{t('lottery.selectProduct')}</legend>
        {products.map((p) => (
          <ProductOption key={p.id} product={p} picks={picks} pool={pool} selected={p.id === product.id} held={data.coupons.find((c) => c.propId === p.couponPropId)?.count ?? 0} onSelect={() => setSelected(p.id)} />
        ))}
      </fieldset>
      {!product.quickPick && (
        <section class={styles.card} aria-labelledby="lottery-pick">
          <div class={styles.pickHead}>
            <h2 id="lottery-pick" class={styles.heading}>
              {t('lottery.pickTitle', { picks })}
            </h2>
            <span class={styles.hint} aria-live="polite">
              {t('lottery.picked', { count: picked.length, picks })}
            </span>
          </div>
          <div class={styles.grid} role="group" aria-labelledby="lottery-pick" data-testid="lottery-grid">
            {Array.from({ length: pool }, (_, i) => i + 1).map((n) => {
              const on = picked.includes(n);
              return (
                <button
                  key={n}
                  type="button"
                  class={`${styles.number} ${on ? styles.numberOn : ''}`}
                  aria-pressed={on}
                  aria-label={t('lottery.numberLabel', { n })}
                  disabled={!on && picked.length >= picks}
                  onClick={() => setPicked(togglePick(picked, n, picks))}
                >
                  {n}
                </button>
              );
            })}
          </div>
          <div class={styles.pickActions}>
            <Button variant="secondary" size="sm" onClick={() => setPicked(luckyPick(pool, picks))}>
              {t('lottery.lucky')}
            </Button>
            <Button variant="ghost" size="sm" disabled={picked.length === 0} onClick={() => setPicked([])}>
              {t('lottery.clear')}
            </Button>
          </div>
        </section>
      )}
      {held === 0 && data.config.betPerCoupon > 0 && <p class={styles.hint}>{t('lottery.noCoupons', { amount: formatMoney(data.config.betPerCoupon) })}</p>}
      <div class={styles.buyBar}>
        <span class={styles.hint}>{t('lottery.cost', { count: product.coupons, coupon: t(coupon.key, coupon.params) })}</span>
        <Button block loading={buy.pending} disabled={!data.open || short > 0 || missing > 0} onClick={submit} data-testid="lottery-buy">
          {short > 0 ? t('lottery.needMore', { count: short }) : missing > 0 ? t('lottery.pickMore', { count: missing }) : t('lottery.buyNow')}
        </Button>
      </div>
    </>
  );
}

function ProductOption({ product, picks, pool, selected, held, onSelect }: { product: LotteryProduct; picks: number; pool: number; selected: boolean; held: number; onSelect: () => void }) {
  const t = useT();
  const name = productName(product, picks);
  const coupon = couponName(product.couponPropId);
  return (
    <label class={`${styles.product} ${selected ? styles.productOn : ''}`} data-testid="lottery-product">
      <input type="radio" name="lottery-product" class={styles.radio} checked={selected} onChange={onSelect} />
      <span class={styles.productBody}>
        <strong>{t(name.key, name.params)}</strong>
        <span class={styles.hint}>{product.quickPick ? t('lottery.productQuickText', { lines: product.lines }) : t('lottery.productPickText', { picks, pool })}</span>
        <span class={styles.hint}>
          {t('lottery.cost', { count: product.coupons, coupon: t(coupon.key, coupon.params) })} · {t('lottery.held', { count: held })}
        </span>
      </span>
    </label>
  );
}

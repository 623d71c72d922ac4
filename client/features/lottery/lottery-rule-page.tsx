// /activity/lottery/rule: the lottery's rules, written from the config the server draws by: the
// draw time, the numbers, the ticket types and their prices, each prize with its chance, how play
// earns coupons, and how prizes are paid (bonus money with its turnover).
import { useStore } from '@nanostores/react';
import { DEFAULT_BONUS_TURNOVER } from '../../../contract/bonus';
import { formatMoney, groupDigits } from '../../lib/money';
import { $config } from '../../stores/config';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { useT } from '../../widgets/use-t';
import { lotteryCatalog } from './lottery-catalog';
import { couponName, drawClock, oneIn, paidPrizes, productName } from './lottery-rules';
import { $lottery } from './lottery-store';
import { prizeWords } from './prize-text';
import styles from './lottery.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [lotteryCatalog];

export default function LotteryRulePage() {
  const t = useT();
  const lottery = useStore($lottery);
  const times = useStore($config)?.bonusTurnover?.lottery ?? DEFAULT_BONUS_TURNOVER.lottery;
  const config = lottery.data?.config;
  return (
    <Page title={t('lottery.ruleTitle')} back>
      <article class={styles.rules} data-testid="lottery-rules">
        {config ? (
          <>
            <section aria-labelledby="rule-draw">
              <h2 id="rule-draw" class={styles.heading}>
                {t('lottery.rule.drawTitle')}
              </h2>
              <p>{t('lottery.rule.draw', { time: drawClock(config.drawMinute) })}</p>
              <p>{t('lottery.rule.numbers', { picks: config.picks, pool: config.pool })}</p>
            </section>
            <section aria-labelledby="rule-products">
              <h2 id="rule-products" class={styles.heading}>
                {t('lottery.rule.productsTitle')}
              </h2>
              <ul class={styles.ruleList}>
                {config.products.map((product) => {
                  const name = productName(product, config.picks);
                  const coupon = couponName(product.couponPropId);
                  return (
                    <li key={product.id}>
                      <strong>{t(name.key, name.params)}</strong>: {product.quickPick ? t('lottery.productQuickText', { lines: product.lines }) : t('lottery.productPickText', { picks: config.picks, pool: config.pool })}{' '}
                      {t('lottery.cost', { count: product.coupons, coupon: t(coupon.key, coupon.params) })}
                    </li>
                  );
                })}
              </ul>
            </section>
            <section aria-labelledby="rule-prizes">
              <h2 id="rule-prizes" class={styles.heading}>
                {t('lottery.rule.prizesTitle')}
              </h2>
              <ul class={styles.ruleList} data-testid="lottery-rule-prizes">
                {paidPrizes(config).map((prize) => (
                  <li key={prize.matches}>
                    {t('lottery.rule.prize', { matches: prize.matches, picks: config.picks, prize: prizeWords(t, prize), odds: groupDigits(oneIn(config.pool, config.picks, prize.matches)) })}
                  </li>
                ))}
              </ul>
              <p>{t('lottery.rule.noPrize')}</p>
            </section>
            <section aria-labelledby="rule-coupons">
              <h2 id="rule-coupons" class={styles.heading}>
                {t('lottery.rule.couponsTitle')}
              </h2>
              <p>{config.betPerCoupon > 0 ? t('lottery.rule.coupons', { amount: formatMoney(config.betPerCoupon), cap: config.dailyCouponCap }) : t('lottery.rule.couponsNone')}</p>
              <p>{t('lottery.rule.fair')}</p>
            </section>
            <section>
              <p>{t('lottery.rule.paid', { times })}</p>
            </section>
          </>
        ) : lottery.error ? (
          <div role="alert">
            <p>{t('lottery.loadFailed')}</p>
            <Button onClick={() => void $lottery.reload()}>{t('lottery.retry')}</Button>
          </div>
        ) : (
          <div aria-busy="true">
            <Skeleton />
            <Skeleton />
            <Skeleton />
          </div>
        )}
      </article>
    </Page>
  );
}

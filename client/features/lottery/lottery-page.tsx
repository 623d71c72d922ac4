// /activity/lottery: the draw on sale (its number, closing time in Manila time and a countdown by
// the server's clock), what a ticket wins, the player's coupons and how play earns the next, the
// way to buy, the last result (its balls roll in), and the lottery's other pages.
import { useStore } from '@nanostores/react';
import { href } from '../../../contract/route-paths';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney, groupDigits } from '../../lib/money';
import { $locale } from '../../stores/locale';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { useT } from '../../widgets/use-t';
import { LotteryBalls } from './lottery-balls';
import { lotteryCatalog } from './lottery-catalog';
import { LotteryNav } from './lottery-nav';
import { countdownParts, couponName, paidPrizes } from './lottery-rules';
import { $lottery, $lotteryRemaining, type LotteryState } from './lottery-store';
import { PrizeText, prizeWords } from './prize-text';
import styles from './lottery.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [lotteryCatalog];

export default function LotteryPage() {
  const t = useT();
  const lottery = useStore($lottery);
  const data = lottery.data;
  return (
    <Page title={t('lottery.title')} back>
      <div class={styles.section}>
        {data ? (
          <Lottery data={data} />
        ) : lottery.error ? (
          <div class={styles.card} role="alert">
            <p>{t('lottery.loadFailed')}</p>
            <Button onClick={() => void $lottery.reload()}>{t('lottery.retry')}</Button>
          </div>
        ) : (
          <div class={styles.section} aria-busy="true" data-testid="lottery-loading">
            <Skeleton height="calc(2.4 * var(--u))" />
            <Skeleton height="calc(1.2 * var(--u))" />
            <Skeleton height="calc(1.6 * var(--u))" />
          </div>
        )}
      </div>
    </Page>
  );
}

function Lottery({ data }: { data: LotteryState }) {
  const t = useT();
  const locale = useStore($locale);
  const { config } = data;
  const earned = data.coupons.find((c) => c.propId === config.earnPropId);
  const capped = data.todayCoupons >= config.dailyCouponCap;
  const toNext = config.betPerCoupon > 0 ? config.betPerCoupon - (data.todayBet % config.betPerCoupon) : 0;
  return (
    <>
      {!data.open && (
        <p class={styles.card} role="status">
          {t('lottery.closed')}
        </p>
      )}
      <section class={`${styles.card} ${styles.hero}`} aria-labelledby="lottery-draw" data-testid="lottery-draw">
        <h2 id="lottery-draw" class={styles.heroTitle}>
          {t('lottery.drawTitle', { id: data.draw.id })}
        </h2>
        <p class={styles.hint}>{t('lottery.closesAt', { time: formatDateTime(data.draw.closeAt, locale) })}</p>
        <Countdown />
        <p class={styles.hint}>{t('lottery.myTickets', { count: data.myTickets })}</p>
        <a class={`${styles.primaryLink} ${data.open ? '' : styles.disabledLink}`} href={href('activityLotteryProduct')} aria-disabled={!data.open}>
          {t('lottery.buy')}
        </a>
      </section>
      <section class={styles.card} aria-labelledby="lottery-coupons" data-testid="lottery-coupons">
        <h2 id="lottery-coupons" class={styles.heading}>
          {t('lottery.couponsTitle')}
        </h2>
        <ul class={styles.coupons}>
          {data.coupons.map((coupon) => {
            const name = couponName(coupon.propId);
            return (
              <li key={coupon.propId} class={styles.coupon}>
                <span>{t(name.key, name.params)}</span>
                <strong class={styles.count}>{groupDigits(coupon.count)}</strong>
              </li>
            );
          })}
        </ul>
        {earned && config.betPerCoupon > 0 && data.open && (
          <p class={styles.hint}>{capped ? t('lottery.earnCapped', { cap: config.dailyCouponCap }) : t('lottery.earnNext', { amount: formatMoney(toNext), earned: data.todayCoupons, cap: config.dailyCouponCap })}</p>
        )}
      </section>
      <section class={styles.card} aria-labelledby="lottery-prizes">
        <h2 id="lottery-prizes" class={styles.heading}>
          {t('lottery.prizesTitle')}
        </h2>
        <ul class={styles.prizes}>
          {paidPrizes(config).map((prize) => (
            <li key={prize.matches} class={styles.prize}>
              <span>{t('lottery.prizeMatches', { matches: prize.matches, picks: config.picks })}</span>
              <strong>
                <PrizeText coin={prize.coin} propId={prize.propId} count={prize.count} />
              </strong>
            </li>
          ))}
        </ul>
      </section>
      <section class={styles.card} aria-labelledby="lottery-last" data-testid="lottery-last">
        <h2 id="lottery-last" class={styles.heading}>
          {t('lottery.lastTitle')}
        </h2>
        {data.last ? (
          <>
            <p class={styles.hint}>{t('lottery.lastDraw', { id: data.last.id, time: formatDateTime(data.last.closeAt, locale) })}</p>
            <LotteryBalls numbers={data.last.numbers} roll label={t('lottery.drawnNumbers')} />
            <p class={styles.hint}>{t('lottery.lastCounts', { tickets: data.last.tickets, winners: data.last.winners })}</p>
            <p class={data.lastMine.won > 0 ? styles.plus : styles.hint} data-testid="lottery-last-mine">
              {data.lastMine.tickets === 0
                ? t('lottery.mineNone')
                : data.lastMine.won === 0
                  ? t('lottery.mineLost', { tickets: data.lastMine.tickets })
                  : t('lottery.mineWon', { tickets: data.lastMine.tickets, won: data.lastMine.won, prize: prizeWords(t, { coin: data.lastMine.coin, propId: config.earnPropId, count: data.lastMine.coupons }) })}
            </p>
          </>
        ) : (
          <p class={styles.hint}>{t('lottery.noResult')}</p>
        )}
      </section>
      <LotteryNav />
    </>
  );
}

/** The time left, each second (only this re-renders). */
function Countdown() {
  const t = useT();
  const left = useStore($lotteryRemaining);
  if (left === null) return null;
  const { h, m, s } = countdownParts(left);
  return (
    <div class={styles.countdown} data-testid="lottery-countdown">
      <span class={styles.hint}>{left > 0 ? t('lottery.closesIn') : t('lottery.drawing')}</span>
      <span class={styles.clock} role="timer" aria-label={t('lottery.countdownSr', { h: Number(h), m: Number(m) })}>
        <span>{h}</span>:<span>{m}</span>:<span>{s}</span>
      </span>
    </div>
  );
}

// /points: the player's points (earned by real-money bets), how far the next one is, the exchanges
// for bonus coins (each claim waits for its answer and pays once), and the rules from the config.
import { useStore } from '@nanostores/react';
import { DEFAULT_BONUS_TURNOVER } from '../../../contract/bonus';
import type { PointsOption } from '../../../contract/points';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { formatMoney, groupDigits } from '../../lib/money';
import { $config } from '../../stores/config';
import { errorMessage } from '../../stores/error-message';
import { openModal } from '../../stores/modals';
import { $isLoggedIn } from '../../stores/session';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { rewardCatalog } from '../../widgets/reward-catalog';
import { useMutation } from '../../widgets/use-mutation';
import { useT } from '../../widgets/use-t';
import { POINTS_CODES } from './points-codes';
import { pointsCatalog } from './points-catalog';
import { $exchangePoints, $points } from './points-store';
import styles from './points.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, pointsCatalog, rewardCatalog];

export default function PointsPage() {
  const t = useT();
  const points = useStore($points);
  const loggedIn = useStore($isLoggedIn);
  const config = useStore($config);
  const data = points.data;
  const times = config?.bonusTurnover?.points ?? DEFAULT_BONUS_TURNOVER.points;
  return (
    <Page title={t('points.title')} back>
      <div class={styles.section}>
        {data ? (
          <>
            {!data.open && (
              <p class={styles.card} role="status">
                {t('points.closed')}
              </p>
            )}
            {loggedIn ? (
              <section class={styles.card} aria-labelledby="points-balance" data-testid="points-balance">
                <h2 id="points-balance" class={styles.heading}>
                  {t('points.balance')}
                </h2>
                <p class={styles.balance}>{groupDigits(data.balance)}</p>
                <p class={styles.hint}>{t('points.earned', { count: groupDigits(data.earned) })}</p>
                {data.open && (
                  <>
                    <progress class={styles.bar} max={data.betPerPoint} value={data.betPerPoint - data.toNext} aria-label={t('points.toNext', { amount: formatMoney(data.toNext) })} />
                    <p class={styles.hint}>{t('points.toNext', { amount: formatMoney(data.toNext) })}</p>
                  </>
                )}
              </section>
            ) : (
              <section class={styles.card}>
                <p>{t('points.guest')}</p>
                <Button onClick={() => openModal({ name: 'login', reason: 'rewards' })}>{t('points.login')}</Button>
              </section>
            )}
            <section aria-labelledby="points-exchange">
              <h2 id="points-exchange" class={styles.heading}>
                {t('points.exchangeTitle')}
              </h2>
              <ul class={styles.list}>
                {data.options.map((option) => (
                  <OptionRow key={option.id} option={option} balance={data.balance} usable={data.open && loggedIn} />
                ))}
              </ul>
            </section>
            <section class={styles.card} aria-labelledby="points-how">
              <h2 id="points-how" class={styles.heading}>
                {t('points.howTitle')}
              </h2>
              <p class={styles.hint}>{t('points.howEarn', { amount: formatMoney(data.betPerPoint) })}</p>
              <p class={styles.hint}>{t('points.howUse')}</p>
              <p class={styles.hint}>{t('points.howTurnover', { times })}</p>
            </section>
          </>
        ) : points.error ? (
          <div class={styles.card} role="alert">
            <p>{t('points.loadFailed')}</p>
            <Button onClick={() => void $points.reload()}>{t('points.retry')}</Button>
          </div>
        ) : (
          <div class={styles.section} aria-busy="true" data-testid="points-loading">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="calc(1 * var(--u))" />
            ))}
          </div>
        )}
      </div>
    </Page>
  );
}

function OptionRow({ option, balance, usable }: { option: PointsOption; balance: number; usable: boolean }) {
  const t = useT();
  const exchange = useMutation($exchangePoints);
  const short = option.points - balance;
  const failed = (error: unknown) => {
    const message = errorMessage(error, POINTS_CODES);
    showToast(t(message.key, message.params), 'error');
    void $points.reload();
  };
  return (
    <li class={styles.option} data-testid="points-option">
      <div>
        <p class={styles.optionTitle}>{t('points.option', { points: groupDigits(option.points) })}</p>
        <p class={styles.hint}>{t('points.optionPays', { amount: formatMoney(option.coin) })}</p>
      </div>
      <Button size="sm" class={styles.action} disabled={!usable || short > 0} loading={exchange.pending && exchange.arg === option.id} onClick={() => void exchange.run(option.id).catch(failed)}>
        {usable && short > 0 ? t('points.short', { count: groupDigits(short) }) : t('points.exchange')}
      </Button>
    </li>
  );
}

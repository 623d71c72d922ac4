// /activity/bank (login): the weekly fund. Last Manila week's net loss (bets minus wins) and the
// share of it the player can claim this week (once: the button waits for the answer, the server
// pays once), this week's running loss and what it would pay from next Monday, and the terms.
import { useStore } from '@nanostores/react';
import type { ComponentChildren } from 'preact';
import { DEFAULT_BONUS_TURNOVER } from '../../../contract/bonus';
import type { FundInfo, FundWeek } from '../../../contract/fund';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { formatMoney } from '../../lib/money';
import { $config } from '../../stores/config';
import { errorMessage } from '../../stores/error-message';
import { $locale } from '../../stores/locale';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { rewardCatalog } from '../../widgets/reward-catalog';
import { useMutation } from '../../widgets/use-mutation';
import { useT } from '../../widgets/use-t';
import { fundCatalog } from './fund-catalog';
import { FUND_CODES } from './fund-codes';
import { $claimFund, $fundInfo } from './fund-store';
import styles from './fund.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, fundCatalog, rewardCatalog];

export default function FundPage() {
  const t = useT();
  const info = useStore($fundInfo);
  return (
    <Page title={t('fund.title')} back>
      {info.data ? (
        info.data.open ? (
          <FundView info={info.data} />
        ) : (
          <EmptyState message={t('fund.closed')} />
        )
      ) : info.error ? (
        <div class={styles.problem} role="alert">
          <p>{t('fund.loadFailed')}</p>
          <Button onClick={() => void $fundInfo.reload()}>{t('fund.retry')}</Button>
        </div>
      ) : (
        <div class={styles.section} aria-busy="true" data-testid="fund-loading">
          <Skeleton height="calc(2.4 * var(--u))" />
          <Skeleton height="calc(1.8 * var(--u))" />
          <Skeleton width="60%" />
        </div>
      )}
    </Page>
  );
}

/** A Manila calendar day, "Mon, Jan 12" in the player's language. */
function useDay() {
  const locale = useStore($locale);
  return (ms: number) => new Date(ms).toLocaleDateString(locale === 'fil' ? 'fil-PH' : 'en-PH', { timeZone: 'Asia/Manila', weekday: 'short', month: 'short', day: 'numeric' });
}

function FundView({ info }: { info: FundInfo }) {
  const t = useT();
  const config = useStore($config);
  const day = useDay();
  const times = config?.bonusTurnover?.fund ?? DEFAULT_BONUS_TURNOVER.fund;
  const min = formatMoney(info.minLoss);
  return (
    <div class={styles.section}>
      <LastWeek info={info} />
      <Week id="fund-this-week" title={t('fund.thisWeek')} week={info.thisWeek} payLabel={t('fund.yourFund')}>
        <p class={styles.note}>{info.thisWeek.amount > 0 ? t('fund.wouldPay', { amount: formatMoney(info.thisWeek.amount), date: day(info.thisWeek.to) }) : t('fund.wouldPayNone', { min })}</p>
      </Week>
      <p class={styles.terms}>{t('fund.terms', { rate: info.ratePercent, cap: formatMoney(info.cap), min, times })}</p>
    </div>
  );
}

function LastWeek({ info }: { info: FundInfo }) {
  const t = useT();
  const day = useDay();
  const claim = useMutation($claimFund);
  const week = info.lastWeek;
  const failed = (error: unknown) => {
    const message = errorMessage(error, FUND_CODES);
    showToast(t(message.key, message.params), 'error');
    void $fundInfo.reload();
  };
  return (
    <Week id="fund-last-week" title={t('fund.lastWeek')} week={week} payLabel={t('fund.yourFund')} highlight>
      {week.status === 'claimable' ? (
        <Button block loading={claim.pending} onClick={() => void claim.run(undefined).catch(failed)}>
          {t('fund.claim', { amount: formatMoney(week.amount) })}
        </Button>
      ) : week.status === 'claimed' ? (
        <>
          <Button block variant="secondary" disabled>
            {t('fund.claimed')}
          </Button>
          <p class={styles.note}>{t('fund.claimedNote', { date: day(info.thisWeek.to) })}</p>
        </>
      ) : (
        <p class={styles.note}>{t('fund.none', { min: formatMoney(info.minLoss) })}</p>
      )}
    </Week>
  );
}

function Week({ id, title, week, payLabel, highlight, children }: { id: string; title: string; week: FundWeek; payLabel: string; highlight?: boolean; children: ComponentChildren }) {
  const t = useT();
  const day = useDay();
  return (
    <section class={`${styles.card} ${highlight ? styles.highlight : ''}`} aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} class={styles.heading}>
        {title}
      </h2>
      <p class={styles.hint}>{t('fund.range', { from: day(week.from), to: day(week.to - 1) })}</p>
      <dl class={styles.figures}>
        <div>
          <dt>{t('fund.loss')}</dt>
          <dd data-testid={`${id}-loss`}>{formatMoney(week.loss)}</dd>
        </div>
        <div>
          <dt>{payLabel}</dt>
          <dd data-testid={`${id}-amount`}>{formatMoney(week.amount)}</dd>
        </div>
      </dl>
      <p class={styles.hint}>{t('fund.lossHint', { bet: formatMoney(week.bet), win: formatMoney(week.win) })}</p>
      {children}
    </section>
  );
}

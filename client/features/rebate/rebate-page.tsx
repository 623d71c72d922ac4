// /vip/rebate (login): the bet rebate waiting per game type, claimed one type at a time or all at
// once (the buttons wait for the answer, the server pays once), the total, the player's rates and
// what the next level would pay, the rate table of every level with the player's row marked, and
// the way to the record. Below VIP 1: how to reach it (bets made now count when claimed there).
import { useStore } from '@nanostores/react';
import { DEFAULT_BONUS_TURNOVER } from '../../../contract/bonus';
import type { RebateAudit, RebateDue, RebateSummary } from '../../../contract/rebate';
import { href } from '../../../contract/route-paths';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { formatMoney } from '../../lib/money';
import { $config } from '../../stores/config';
import { errorMessage } from '../../stores/error-message';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { rewardCatalog } from '../../widgets/reward-catalog';
import { useMutation } from '../../widgets/use-mutation';
import { useT } from '../../widgets/use-t';
import { rebateCatalog } from './rebate-catalog';
import { REBATE_CODES } from './rebate-codes';
import { formatRate } from '../../lib/rate';
import { $claimAllRebate, $claimTypeRebate, $rebateAudit, $rebateDue } from './rebate-store';
import styles from './rebate.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, rebateCatalog, rewardCatalog];

const reloadAll = () => {
  void $rebateDue.reload();
  void $rebateAudit.reload();
};

export default function RebatePage() {
  const t = useT();
  const due = useStore($rebateDue);
  const audit = useStore($rebateAudit);
  return (
    <Page title={t('rebate.title')} back>
      {due.data && audit.data ? (
        <RebateView due={due.data} audit={audit.data} />
      ) : due.error || audit.error ? (
        <div class={styles.problem} role="alert">
          <p>{t('rebate.loadFailed')}</p>
          <Button onClick={reloadAll}>{t('rebate.retry')}</Button>
        </div>
      ) : (
        <div class={styles.section} aria-busy="true" data-testid="rebate-loading">
          <Skeleton height="calc(1.6 * var(--u))" />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="calc(0.9 * var(--u))" />
          ))}
          <Skeleton height="calc(3 * var(--u))" />
        </div>
      )}
    </Page>
  );
}

function useClaimFailed() {
  const t = useT();
  return (error: unknown) => {
    const message = errorMessage(error, REBATE_CODES);
    showToast(t(message.key, message.params), 'error');
    reloadAll();
  };
}

/** The bets still to play to reach `level` (0 when reached or unknown). */
const neededFor = (audit: RebateAudit, level: number) => Math.max(0, (audit.levels.find((l) => l.level === level)?.experience ?? 0) - audit.vipExp);

/** The claims of the page: one per game type or all at once, never two at a time. */
interface Claims {
  /** The game type being claimed, 'all', or null. */
  busy: number | 'all' | null;
  claimAll: () => void;
  claimType: (type: number) => void;
}

function RebateView({ due, audit }: { due: RebateSummary; audit: RebateAudit }) {
  const t = useT();
  const config = useStore($config);
  const times = config?.bonusTurnover?.rebate ?? DEFAULT_BONUS_TURNOVER.rebate;
  // Held here, not in the rows: a row that goes away leaves the claims as they are.
  const claimAll = useMutation($claimAllRebate);
  const claimType = useMutation($claimTypeRebate);
  const failed = useClaimFailed();
  const claims: Claims = {
    busy: claimAll.pending ? 'all' : claimType.pending ? (claimType.arg ?? null) : null,
    claimAll: () => void claimAll.run(undefined).catch(failed),
    claimType: (type) => void claimType.run(type).catch(failed),
  };
  return (
    <div class={styles.section}>
      {audit.vip < 1 ? <ReachVipOne audit={audit} /> : <Total due={due} audit={audit} claims={claims} />}
      {audit.vip >= 1 && (
        <section aria-labelledby="rebate-types">
          <h2 id="rebate-types" class={styles.heading}>
            {t('rebate.byType')}
          </h2>
          <ul class={styles.list} data-testid="rebate-types">
            {due.types.map((type) => (
              <TypeRow key={type.gameTypeId} due={type} claims={claims} />
            ))}
          </ul>
        </section>
      )}
      <RateTable audit={audit} />
      <a class={styles.recordLink} href={href('vipRebateRecord')} data-testid="rebate-record-link">
        {t('rebate.openRecord')}
        <span aria-hidden="true">›</span>
      </a>
      <p class={styles.hint}>{t('rebate.rule', { times })}</p>
    </div>
  );
}

function ReachVipOne({ audit }: { audit: RebateAudit }) {
  const t = useT();
  return (
    <section class={styles.card} data-testid="rebate-vip0" aria-labelledby="rebate-vip0">
      <h2 id="rebate-vip0" class={styles.cardTitle}>
        {t('rebate.vip0Title')}
      </h2>
      <p class={styles.cardText}>{t('rebate.vip0', { needed: formatMoney(neededFor(audit, 1)) })}</p>
      {audit.next && audit.next.amount > 0 ? <p class={styles.cardText}>{t('rebate.next', { level: audit.next.level, amount: formatMoney(audit.next.amount) })}</p> : null}
      <a class={styles.cardLink} href={href('vip')}>
        {t('rebate.goVip')}
      </a>
    </section>
  );
}

function Total({ due, audit, claims }: { due: RebateSummary; audit: RebateAudit; claims: Claims }) {
  const t = useT();
  const next = audit.next;
  return (
    <section class={styles.card} data-testid="rebate-total" aria-labelledby="rebate-total">
      <p id="rebate-total" class={styles.cardLabel}>
        {t('rebate.total')}
      </p>
      <p class={styles.cardAmount} data-testid="rebate-total-amount">
        {formatMoney(due.total)}
      </p>
      <p class={styles.cardText}>{t('rebate.yourLevel', { level: audit.vip })}</p>
      {next ? (
        <p class={styles.cardText} data-testid="rebate-next">
          {next.amount > 0 ? `${t('rebate.next', { level: next.level, amount: formatMoney(next.amount) })} ` : ''}
          {t('rebate.nextHow', { needed: formatMoney(neededFor(audit, next.level)), level: next.level })}
        </p>
      ) : (
        <p class={styles.cardText}>{t('rebate.top')}</p>
      )}
      <Button block loading={claims.busy === 'all'} disabled={due.total <= 0 || claims.busy !== null} onClick={claims.claimAll}>
        {due.total > 0 ? t('rebate.claimAll') : t('rebate.nothingYet')}
      </Button>
    </section>
  );
}

function TypeRow({ due, claims }: { due: RebateDue; claims: Claims }) {
  const t = useT();
  const pending = claims.busy === due.gameTypeId;
  return (
    <li class={styles.row} data-testid="rebate-type">
      <div class={styles.rowText}>
        <p class={styles.rowName}>{due.name}</p>
        <p class={styles.hint}>{t('rebate.typeLine', { bet: formatMoney(due.validBet), rate: formatRate(due.rate) })}</p>
      </div>
      <strong class={styles.rowAmount}>{formatMoney(due.amount)}</strong>
      <Button
        size="sm"
        class={styles.action}
        variant={due.amount > 0 ? 'primary' : 'secondary'}
        loading={pending}
        disabled={due.amount <= 0 || (claims.busy !== null && !pending)}
        onClick={() => claims.claimType(due.gameTypeId)}
      >
        {due.amount > 0 ? t('rebate.claim') : t('rebate.nothingYet')}
      </Button>
    </li>
  );
}

function RateTable({ audit }: { audit: RebateAudit }) {
  const t = useT();
  return (
    <section aria-labelledby="rebate-rates">
      <h2 id="rebate-rates" class={styles.heading}>
        {t('rebate.rates')}
      </h2>
      <div class={styles.tableWrap}>
        <table class={styles.table} data-testid="rebate-rates">
          <thead>
            <tr>
              <th scope="col">{t('rebate.level')}</th>
              {audit.gameTypes.map((type) => (
                <th key={type.id} scope="col">
                  {type.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {audit.levels.map((level) => {
              const current = level.level === audit.vip;
              return (
                <tr key={level.level} class={current ? styles.current : undefined} aria-current={current ? 'true' : undefined}>
                  <th scope="row">
                    {t('rebate.vipLevel', { level: level.level })}
                    {current ? <span class={styles.you}>{t('rebate.you')}</span> : null}
                  </th>
                  {audit.gameTypes.map((type) => (
                    <td key={type.id}>{formatRate(level.rates[String(type.id)] ?? 0)}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

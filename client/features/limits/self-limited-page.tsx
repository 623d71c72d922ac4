// /member/self-limited: responsible gaming (PAGCOR's code) in plain words: limits on deposits,
// losses and bets per day, week and month; net spend; the reality-check interval; a cooling-off
// break or self-exclusion; and where to get help.
import { useState } from 'preact/hooks';
import { useStore } from '@nanostores/react';
import type { NetSpend, SelfLimitsInfo } from '../../../contract/limits';
import { LIMIT_KINDS, REALITY_CHECK_MINUTES, type LimitKind, type RealityCheckMinutes } from '../../../contract/limits-enums';
import { formatMoney } from '../../lib/money';
import { $config } from '../../stores/config';
import { errorMessage } from '../../stores/error-message';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { Tabs } from '../../ui/tabs';
import { useMutation } from '../../widgets/use-mutation';
import { LimitRow } from './limit-row';
import { $changeRealityCheck, $selfLimits } from './limits-store';
import { RestrictionSection } from './restriction-section';
import styles from './limits.module.css';
import { limitsCatalog } from './limits-catalog';
import { limitErrorsCatalog } from '../../i18n/limit-errors-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, limitsCatalog, limitErrorsCatalog];

function NetSpendTable({ rows }: { rows: NetSpend[] }) {
  const t = useT();
  return (
    <section class={styles.card} aria-labelledby="net-spend">
      <h2 id="net-spend" class={styles.heading}>
        {t('limits.netSpend')}
      </h2>
      <p class={styles.hint}>{t('limits.netSpendHint')}</p>
      {/* Each period's name on a row of its own above its three figures: four columns of six-digit
          amounts do not fit a 320 px screen. */}
      <table class={styles.table} data-testid="net-spend">
        <thead>
          <tr>
            <th scope="col">{t('limits.deposits')}</th>
            <th scope="col">{t('limits.withdrawals')}</th>
            <th scope="col">{t('limits.net')}</th>
          </tr>
        </thead>
        {rows.map((row) => (
          <tbody key={row.period}>
            <tr>
              <th scope="rowgroup" colSpan={3} class={styles.period}>
                {t(`limits.netSpend.${row.period}`)}
              </th>
            </tr>
            <tr>
              <td>{formatMoney(row.deposits)}</td>
              <td>{formatMoney(row.withdrawals)}</td>
              <td>{formatMoney(row.net)}</td>
            </tr>
          </tbody>
        ))}
      </table>
    </section>
  );
}

function RealityCheckChoice({ minutes }: { minutes: RealityCheckMinutes }) {
  const t = useT();
  const saving = useMutation($changeRealityCheck);
  const refusal = saving.error === undefined ? null : errorMessage(saving.error);
  const status = refusal ? t(refusal.key, refusal.params) : saving.data && !saving.pending ? t('limits.realitySaved') : null;
  return (
    <section class={styles.card} aria-labelledby="reality-check">
      <h2 id="reality-check" class={styles.heading}>
        {t('limits.realityCheck')}
      </h2>
      <p class={styles.hint}>{t('limits.realityCheckHint')}</p>
      <div class={styles.choices} role="group" aria-labelledby="reality-check">
        {REALITY_CHECK_MINUTES.map((option) => (
          <button key={option} type="button" class={`${styles.choice} ${option === minutes ? styles.on : ''}`} aria-pressed={option === minutes} onClick={() => saving.start(option)}>
            {option === 0 ? t('limits.realityOff') : t('limits.realityEvery', { minutes: option })}
          </button>
        ))}
      </div>
      {status && (
        <p class={styles.notice} role="status">
          {status}
        </p>
      )}
    </section>
  );
}

function Limits({ info }: { info: SelfLimitsInfo }) {
  const t = useT();
  const [kind, setKind] = useState<LimitKind>('deposit');
  return (
    <section class={styles.card} aria-label={t('limits.title')}>
      <Tabs items={LIMIT_KINDS.map((id) => ({ id, label: t(`limits.kind.${id}`) }))} value={kind} onChange={(id) => setKind(id as LimitKind)} />
      <p class={styles.hint}>{t(`limits.kindHint.${kind}`)}</p>
      {info.limits
        .filter((limit) => limit.kind === kind)
        .map((limit) => (
          <LimitRow key={`${limit.kind}-${limit.period}`} limit={limit} />
        ))}
    </section>
  );
}

function Help() {
  const t = useT();
  const line = useStore($config)?.responsibleGaming;
  return (
    <section class={styles.card} aria-labelledby="rg-help">
      <h2 id="rg-help" class={styles.heading}>
        {t('limits.help')}
      </h2>
      {line && (
        <>
          <p class={styles.hint}>{t('limits.helpText', { name: line.helplineName, number: line.helplineNumber })}</p>
          <a class={styles.link} href={`tel:${line.helplineNumber.replace(/[^\d+]/g, '')}`}>
            {t('limits.helpCall', { number: line.helplineNumber })}
          </a>
        </>
      )}
    </section>
  );
}

export default function SelfLimitedPage() {
  const t = useT();
  const state = useStore($selfLimits);
  return (
    <Page title={t('limits.title')} back>
      <div class={styles.page}>
        <p class={styles.intro}>{t('limits.intro')}</p>
        {state.data ? (
          <>
            <Limits info={state.data} />
            <NetSpendTable rows={state.data.netSpend} />
            <RealityCheckChoice minutes={state.data.realityCheckMinutes} />
          </>
        ) : state.error ? (
          <div class={styles.card} role="alert">
            <p>{t('limits.loadError')}</p>
            <Button onClick={() => void $selfLimits.reload()}>{t('limits.retry')}</Button>
          </div>
        ) : (
          <div class={styles.card} aria-busy="true">
            <Skeleton height="calc(0.8 * var(--u))" />
            <Skeleton height="calc(1.6 * var(--u))" />
            <Skeleton height="calc(1.6 * var(--u))" />
          </div>
        )}
        <RestrictionSection kind="break" />
        <RestrictionSection kind="exclusion" />
        <Help />
      </div>
    </Page>
  );
}

// /vip (login): the player's level on its theme, the play left to the next level in pesos, today's
// award, and every level with what reaching it pays; level-up rewards and the daily award are
// claimed here (once each: the button waits for the answer, the server pays once); the VIP tasks
// below them (vip-tasks.tsx).
import { useStore } from '@nanostores/react';
import { COIN_PROP_ID, type Award } from '../../../contract/mail';
import type { VipInfo, VipLevelView } from '../../../contract/vip';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { formatMoney } from '../../lib/money';
import { errorMessage } from '../../stores/error-message';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { rewardCatalog } from '../../widgets/reward-catalog';
import { useMutation } from '../../widgets/use-mutation';
import { useT } from '../../widgets/use-t';
import { vipCatalog } from './vip-catalog';
import { VIP_CODES } from './vip-codes';
import { paletteOf } from './vip-palettes';
import { $claimDaily, $claimLevelUp, $vipInfo } from './vip-store';
import { VipTasks } from './vip-tasks';
import styles from './vip.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, vipCatalog, rewardCatalog];

const coins = (awards: Award[]) => awards.filter((award) => award.propId === COIN_PROP_ID).reduce((sum, award) => sum + award.count, 0);

export default function VipPage() {
  const t = useT();
  const info = useStore($vipInfo);
  return (
    <Page title={t('vip.title')} back>
      {info.data ? (
        <VipView info={info.data} />
      ) : info.error ? (
        <div class={styles.problem} role="alert">
          <p>{t('vip.loadFailed')}</p>
          <Button onClick={() => void $vipInfo.reload()}>{t('vip.retry')}</Button>
        </div>
      ) : (
        <div class={styles.section} aria-busy="true" data-testid="vip-loading">
          <Skeleton height="calc(1.6 * var(--u))" />
          <Skeleton height="calc(0.9 * var(--u))" />
          <Skeleton width="40%" />
          <Skeleton height="calc(0.9 * var(--u))" />
          <Skeleton height="calc(0.9 * var(--u))" />
        </div>
      )}
    </Page>
  );
}

function useClaimFailed() {
  const t = useT();
  return (error: unknown) => {
    const message = errorMessage(error, VIP_CODES);
    showToast(t(message.key, message.params), 'error');
    void $vipInfo.reload();
  };
}

function VipView({ info }: { info: VipInfo }) {
  const t = useT();
  const failed = useClaimFailed();
  const current = info.levels.find((level) => level.level === info.vip);
  const next = info.levels.find((level) => level.level > info.vip);
  const palette = paletteOf(current?.showType ?? 1);
  const share = next && next.experience > 0 ? Math.min(1, info.vipExp / next.experience) : 1;
  const progress = next ? t('vip.progress', { needed: formatMoney(Math.max(0, next.experience - info.vipExp)), next: next.level }) : t('vip.top');
  return (
    <div class={styles.section}>
      <section class={styles.card} style={{ '--vip-card': palette.card, '--vip-text': palette.text, '--vip-accent': palette.accent }} data-testid="vip-card" aria-label={t('vip.current')}>
        <p class={styles.cardLabel}>{t('vip.current')}</p>
        <p class={styles.cardLevel}>{t('vip.level', { level: info.vip })}</p>
        <progress class={styles.bar} max={1} value={share} aria-label={progress} />
        <p class={styles.cardHint} data-testid="vip-progress">
          {progress}
        </p>
        <p class={styles.cardHint}>{t('vip.betSoFar', { amount: formatMoney(info.vipExp) })}</p>
      </section>
      <DailyAward info={info} />
      <VipTasks tasks={info.tasks ?? []} onFailed={failed} />
      <h2 class={styles.heading}>{t('vip.levels')}</h2>
      <ul class={styles.levels} data-testid="vip-levels">
        {info.levels
          .filter((level) => level.level >= 1)
          .map((level) => (
            <LevelRow key={level.level} level={level} current={level.level === info.vip} />
          ))}
      </ul>
      <p class={styles.terms}>{t('vip.terms')}</p>
    </div>
  );
}

function DailyAward({ info }: { info: VipInfo }) {
  const t = useT();
  const claim = useMutation($claimDaily);
  const failed = useClaimFailed();
  const amount = coins(info.daily.awards);
  return (
    <section class={styles.daily} aria-labelledby="vip-daily" data-testid="vip-daily">
      <div>
        <h2 id="vip-daily" class={styles.heading}>
          {t('vip.daily')}
        </h2>
        <p class={styles.hint}>{info.daily.status === 'none' ? t('vip.dailyNone') : info.daily.status === 'claimed' ? t('vip.dailyClaimed') : formatMoney(amount)}</p>
      </div>
      {info.daily.status !== 'none' && (
        <Button loading={claim.pending} disabled={info.daily.status !== 'claimable'} onClick={() => void claim.run().catch(failed)}>
          {info.daily.status === 'claimable' ? t('vip.claim') : t('vip.claimed')}
        </Button>
      )}
    </section>
  );
}

function LevelRow({ level, current }: { level: VipLevelView; current: boolean }) {
  const t = useT();
  const claim = useMutation($claimLevelUp);
  const failed = useClaimFailed();
  const palette = paletteOf(level.showType);
  const pending = claim.pending && claim.arg === level.level;
  return (
    <li class={`${styles.level} ${current ? styles.current : ''}`} data-testid="vip-level" aria-current={current ? 'true' : undefined}>
      <span class={styles.badge} style={{ '--vip-card': palette.card, '--vip-text': palette.text }}>
        {t('vip.level', { level: level.level })}
      </span>
      <div class={styles.levelText}>
        <p>{t('vip.reachWith', { amount: formatMoney(level.experience) })}</p>
        {level.levelUpAward > 0 && <p>{t('vip.levelUpAward', { amount: formatMoney(level.levelUpAward) })}</p>}
        {coins(level.dailyAward) > 0 && <p>{t('vip.dailyAward', { amount: formatMoney(coins(level.dailyAward)) })}</p>}
      </div>
      <Button size="sm" class={styles.action} variant={level.levelUp === 'claimable' ? 'primary' : 'secondary'} loading={pending} disabled={level.levelUp !== 'claimable'} onClick={() => void claim.run(level.level).catch(failed)}>
        {level.levelUp === 'claimable' ? t('vip.claim') : level.levelUp === 'claimed' ? t('vip.claimed') : t('vip.locked')}
      </Button>
    </li>
  );
}

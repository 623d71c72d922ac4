// /activity/scratch-card (login): the cards held and a card to scratch (the server draws its prize
// when the player takes it; the scratch surface only reveals it, then the reward modal), the
// add-up awards for cards scratched (each claimed once), the prizes with their chances, and the
// player's prizes (paged).
import { useStore } from '@nanostores/react';
import type { ScratchAddupView, ScratchCardInfo, ScratchLogRow } from '../../../contract/scratch-card';
import { href } from '../../../contract/route-paths';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { formatDateTime } from '../../lib/date-time';
import { groupDigits } from '../../lib/money';
import { errorMessage } from '../../stores/error-message';
import { $locale } from '../../stores/locale';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { PagedList } from '../../ui/paged-list';
import { Skeleton } from '../../ui/skeleton';
import { rewardCatalog } from '../../widgets/reward-catalog';
import { useMutation } from '../../widgets/use-mutation';
import { useT } from '../../widgets/use-t';
import { awardLabel } from './award-label';
import { diamondCatalog } from './diamond-catalog';
import { DIAMOND_CODES } from './diamond-codes';
import { $claimAddup, $scratchCard, $scratchedCard, $scratchInfo, $scratchLog, revealScratched } from './diamond-store';
import { ScratchSurface } from './scratch-surface';
import styles from './diamond.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, diamondCatalog, rewardCatalog];

export default function ScratchCardPage() {
  const t = useT();
  const info = useStore($scratchInfo);
  return (
    <Page title={t('diamond.scratchTitle')} back>
      <div class={styles.section}>
        {info.data ? (
          <ScratchView info={info.data} />
        ) : info.error ? (
          <div class={styles.card} role="alert">
            <p>{t('diamond.scratchLoadFailed')}</p>
            <Button onClick={() => void $scratchInfo.reload()}>{t('diamond.retry')}</Button>
          </div>
        ) : (
          <div class={styles.section} aria-busy="true" data-testid="scratch-loading">
            <Skeleton height="calc(2.6 * var(--u))" />
            <Skeleton height="calc(1.2 * var(--u))" />
            <Skeleton height="calc(1.2 * var(--u))" />
          </div>
        )}
        <ScratchLog />
      </div>
    </Page>
  );
}

function ScratchView({ info }: { info: ScratchCardInfo }) {
  const t = useT();
  const card = useStore($scratchedCard);
  const scratch = useMutation($scratchCard);
  const take = () =>
    void scratch.run().then(
      () => scratch.reset(),
      (error: unknown) => {
        const message = errorMessage(error, DIAMOND_CODES);
        showToast(t(message.key, message.params), 'error');
        void $scratchInfo.reload();
      },
    );
  return (
    <>
      {!info.open && (
        <p class={styles.card} role="status">
          {t('diamond.scratchClosed')}
        </p>
      )}
      <section class={styles.card} aria-labelledby="scratch-held" data-testid="scratch-held">
        <h2 id="scratch-held" class={styles.heading}>
          {t('diamond.cardsHeld')}
        </h2>
        {card && <ScratchSurface key={card.result.id} prize={card.result.awards.map((award) => awardLabel(t, award)).join(', ')} revealed={card.revealed} onRevealed={revealScratched} />}
        {(!card || card.revealed) && (
          <>
            <p class={styles.balance}>{t('diamond.cardsCount', { count: groupDigits(info.cards) })}</p>
            {info.cards > 0 ? (
              <>
                <p class={styles.hint}>{t('diamond.scratchHint')}</p>
                <Button block disabled={!info.open} loading={scratch.pending} onClick={take}>
                  {t('diamond.scratchOne')}
                </Button>
              </>
            ) : (
              <>
                <p class={styles.hint}>{t('diamond.noCardsHint')}</p>
                <a class={styles.linkButton} href={href('activityDiamondShop')}>
                  {t('diamond.getCards')}
                </a>
              </>
            )}
          </>
        )}
      </section>
      {info.addup.length > 0 && <Addup info={info} />}
      <section class={styles.card} aria-labelledby="scratch-prizes">
        <h2 id="scratch-prizes" class={styles.heading}>
          {t('diamond.prizesTitle')}
        </h2>
        <ul class={styles.rows}>
          {info.prizes.map((prize) => (
            <li key={prize.id} class={styles.row}>
              <span>{awardLabel(t, prize)}</span>
              <span class={styles.hint}>{t('diamond.chance', { percent: String(Math.round(prize.chance) / 100) })}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function Addup({ info }: { info: ScratchCardInfo }) {
  const t = useT();
  const top = Math.max(...info.addup.map((a) => a.cards));
  return (
    <section class={styles.card} aria-labelledby="scratch-addup" data-testid="scratch-addup">
      <h2 id="scratch-addup" class={styles.heading}>
        {t('diamond.addupTitle')}
      </h2>
      <p class={styles.hint}>{t('diamond.addupProgress', { count: groupDigits(info.scratched) })}</p>
      <div class={styles.track} aria-hidden="true">
        <div class={styles.fill} style={{ transform: `scaleX(${Math.min(1, info.scratched / Math.max(1, top))})` }} />
      </div>
      <ul class={styles.rows}>
        {info.addup.map((addup) => (
          <AddupRow key={addup.id} addup={addup} scratched={info.scratched} />
        ))}
      </ul>
    </section>
  );
}

function AddupRow({ addup, scratched }: { addup: ScratchAddupView; scratched: number }) {
  const t = useT();
  const claim = useMutation($claimAddup);
  const failed = (error: unknown) => {
    const message = errorMessage(error, DIAMOND_CODES);
    showToast(t(message.key, message.params), 'error');
    void $scratchInfo.reload();
  };
  return (
    <li class={styles.row} data-testid="scratch-addup-row">
      <div>
        <p class={styles.rowTitle}>{t('diamond.addupAt', { cards: addup.cards })}</p>
        <p class={styles.hint}>{awardLabel(t, addup)}</p>
      </div>
      {addup.state === 'ready' ? (
        <Button size="sm" class={styles.action} loading={claim.pending && claim.arg === addup.id} onClick={() => void claim.run(addup.id).catch(failed)}>
          {t('diamond.claim')}
        </Button>
      ) : (
        <span class={styles.hint}>{addup.state === 'claimed' ? t('diamond.claimed') : t('diamond.addupMore', { count: addup.cards - scratched })}</span>
      )}
    </li>
  );
}

function ScratchLog() {
  const t = useT();
  const log = useStore($scratchLog);
  return (
    <section aria-labelledby="scratch-log">
      <h2 id="scratch-log" class={styles.heading}>
        {t('diamond.logTitle')}
      </h2>
      <PagedList
        state={log}
        testId="scratch-log"
        renderItem={(row) => <LogRow key={row.id} row={row} />}
        skeleton={
          <li class={styles.record}>
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </li>
        }
        text={{ empty: t('diamond.logEmpty'), loadFailed: t('diamond.logFailed'), retry: t('diamond.retry'), loadMore: t('diamond.loadMore'), noMore: t('diamond.noMore') }}
        onRetry={() => void $scratchLog.reload()}
        onLoadMore={() => void $scratchLog.loadMore()}
      />
    </section>
  );
}

function LogRow({ row }: { row: ScratchLogRow }) {
  const t = useT();
  const locale = useStore($locale);
  return (
    <li class={styles.record} data-testid="scratch-log-row">
      <strong>{awardLabel(t, row)}</strong>
      <time class={styles.hint} dateTime={new Date(row.createTime).toISOString()}>
        {formatDateTime(row.createTime, locale)}
      </time>
    </li>
  );
}

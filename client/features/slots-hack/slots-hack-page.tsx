// /activity/slotshack (activity 51): which slots paid back the most to all players in the last
// hour or day, each beside the slot's long-run return, with Play. Honest by design: the figures
// are everyone's settled rounds, and the page says a spin's chance does not depend on the last.
import { useStore } from '@nanostores/react';
import type { AppGame } from '../../../contract/games';
import type { SlotsHackRow, SlotsHackWindow } from '../../../contract/slots-hack';
import { href } from '../../../contract/route-paths';
import { gamesCatalog } from '../../i18n/games-catalog';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney, groupDigits } from '../../lib/money';
import { navigate } from '../../lib/navigate';
import { formatRate } from '../../lib/rate';
import { $catalogue, gameImageUrl, gameStartPath } from '../../stores/games';
import { $locale } from '../../stores/locale';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { LazyImage } from '../../ui/lazy-image';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { Tabs } from '../../ui/tabs';
import { useT } from '../../widgets/use-t';
import { slotsHackCatalog } from './slots-hack-catalog';
import { $slotsHack, $slotsHackWindow } from './slots-hack-store';
import styles from './slots-hack.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [slotsHackCatalog, gamesCatalog];

export default function SlotsHackPage() {
  const t = useT();
  const window = useStore($slotsHackWindow);
  const state = useStore($slotsHack);
  const catalogue = useStore($catalogue);
  const data = state.data;
  // Rows of games this catalogue shows (a game taken out since is left out).
  const rows = data && catalogue ? data.list.flatMap((row) => withGame(row, catalogue.games)) : [];
  return (
    <Page title={t('slotsHack.title')} back>
      <div class={styles.page}>
        <Tabs
          items={[
            { id: 'hour', label: t('slotsHack.hour') },
            { id: 'day', label: t('slotsHack.day') },
          ]}
          value={window}
          onChange={(id) => $slotsHackWindow.set(id as SlotsHackWindow)}
        />
        {data && catalogue ? (
          <>
            <section class={styles.card}>
              <p>{t('slotsHack.intro', { rtp: formatRate(data.rtp, 1) })}</p>
              <p class={styles.hint}>{t('slotsHack.fair')}</p>
            </section>
            {rows.length ? (
              <ul class={styles.list} data-testid="slots-hack-list">
                {rows.map(({ row, game }) => (
                  <SlotRow key={row.gameId} row={row} game={game} rtp={data.rtp} resourceUrl={catalogue.resourceUrl} />
                ))}
              </ul>
            ) : (
              <EmptyState
                message={t(window === 'hour' ? 'slotsHack.emptyHour' : 'slotsHack.emptyDay')}
                action={
                  <Button variant="secondary" size="sm" onClick={() => navigate(href('gameSearch'))}>
                    {t('slotsHack.browse')}
                  </Button>
                }
              />
            )}
            <p class={styles.hint}>{t('slotsHack.updated', { time: formatDateTime(data.updatedAt, $locale.get()) })}</p>
          </>
        ) : state.error ? (
          <div class={styles.card} role="alert">
            <p>{t('slotsHack.loadFailed')}</p>
            <Button onClick={() => void $slotsHack.reload()}>{t('slotsHack.retry')}</Button>
          </div>
        ) : (
          <div class={styles.page} aria-busy="true" data-testid="slots-hack-loading">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height="calc(1.2 * var(--u))" />
            ))}
          </div>
        )}
      </div>
    </Page>
  );
}

function withGame(row: SlotsHackRow, games: readonly AppGame[]): { row: SlotsHackRow; game: AppGame }[] {
  const game = games.find((candidate) => candidate.id === row.gameId);
  return game ? [{ row, game }] : [];
}

function SlotRow({ row, game, rtp, resourceUrl }: { row: SlotsHackRow; game: AppGame; rtp: number; resourceUrl: string }) {
  const t = useT();
  const above = row.paidRate > rtp;
  const rate = formatRate(row.paidRate, 1);
  // The meter's scale: twice the long-run return, so that mark sits in the middle.
  const scale = rtp * 2;
  return (
    <li class={styles.row} data-testid="slots-hack-row">
      <LazyImage class={styles.icon} src={gameImageUrl(game.img, resourceUrl)} alt="" width={1} height={1} />
      <div class={styles.body}>
        <p class={styles.name}>{game.name}</p>
        <p class={styles.hint}>
          {t('slotsHack.spins', { count: groupDigits(row.rounds) })} · {t('slotsHack.biggest', { amount: formatMoney(row.biggestWin) })}
        </p>
        <div class={styles.meter} role="img" aria-label={t('slotsHack.paidAria', { name: game.name, rate, rtp: formatRate(rtp, 1) })}>
          <span class={`${styles.fill} ${above ? styles.hot : ''}`} style={{ transform: `scaleX(${Math.min(row.paidRate, scale) / scale})` }} />
          <span class={styles.mark} />
        </div>
        <p class={`${styles.rate} ${above ? styles.hotText : ''}`}>
          {t('slotsHack.paid', { rate })} · {t(above ? 'slotsHack.above' : 'slotsHack.below')}
        </p>
      </div>
      <Button size="sm" class={styles.play} aria-label={t('slotsHack.playAria', { name: game.name })} onClick={() => navigate(gameStartPath(game.id))}>
        {t('slotsHack.play')}
      </Button>
    </li>
  );
}

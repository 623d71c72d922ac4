// /bonus/event (the main tab "Promotions"): every running promotion of the activity state, as the
// home banners are, each opening what its banner opens (banner-click.ts); a promotion whose page
// this release lacks is not listed.
import { useMemo } from 'preact/hooks';
import { useStore } from '@nanostores/react';
import { isDeadEnd, isDone } from '../../../contract/banner-click';
import { $activityState, $banners } from '../../stores/activities';
import { isModalName } from '../../stores/modals';
import { gameImageUrl } from '../../stores/games';
import { $dataSaver } from '../../stores/data-saver';
import { $isLoggedIn, $user } from '../../stores/session';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { LazyImage } from '../../ui/lazy-image';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { useT } from '../../widgets/use-t';
import { clickBanner } from '../../widgets/banner-click';
import { bonusCentreCatalog } from './bonus-centre-catalog';
import styles from './bonus-centre.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [bonusCentreCatalog];

export default function BonusEventsPage() {
  const t = useT();
  const state = useStore($activityState);
  const all = useStore($banners);
  const loggedIn = useStore($isLoggedIn);
  const dataSaver = useStore($dataSaver);
  const mobile = useStore($user)?.mobile;
  const events = useMemo(() => all.filter((activity) => !isDeadEnd(activity, isModalName) && !isDone(activity, mobile)), [all, mobile]);
  return (
    <Page title={t('bonusCentre.entry.events')}>
      <div class={styles.section}>
        {state.data ? (
          events.length === 0 ? (
            <EmptyState message={t('bonusCentre.events.empty')} />
          ) : (
            <ul class={styles.events}>
              {events.map((activity) => (
                <li key={activity.id}>
                  <button type="button" class={styles.event} onClick={() => clickBanner(activity, loggedIn, 'promotions')} data-testid="promotion">
                    <LazyImage src={dataSaver ? '' : gameImageUrl(activity.banner, '')} alt="" width={750} height={300} class={styles.eventImage} />
                    <span class={styles.eventTitle}>{activity.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : state.error ? (
          <div class={styles.card} role="alert">
            <p>{t('bonusCentre.loadFailed')}</p>
            <Button onClick={() => void $activityState.reload()}>{t('bonusCentre.retry')}</Button>
          </div>
        ) : (
          <div class={styles.events} aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="calc(2.4 * var(--u))" />
            ))}
          </div>
        )}
      </div>
    </Page>
  );
}

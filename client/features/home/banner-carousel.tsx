// The banners of the activity state: a swipeable strip (native scroll snapping), auto-advancing
// every few seconds until the player touches it, with dots. Clicks follow banner-click.ts.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useStore } from '@nanostores/react';
import type { ActivityInfo } from '../../../contract/activities';
import { $banners } from '../../stores/activities';
import { $dataSaver } from '../../stores/data-saver';
import { useViewEvent } from '../../widgets/view-event';
import { gameImageUrl } from '../../stores/games';
import { useT } from '../../widgets/use-t';
import { isModalName } from '../../stores/modals';
import { clickBanner } from '../../widgets/banner-click';
import { $isLoggedIn, $user } from '../../stores/session';
import { LazyImage } from '../../ui/lazy-image';
import { usePainted } from '../../ui/use-painted';
import { isDeadEnd, isDone } from '../../../contract/banner-click';
import styles from './banner-carousel.module.css';

const AUTO_ADVANCE_MS = 4000;
const BANNER_WIDTH = 750;
const BANNER_HEIGHT = 300;

/** `load`: false keeps the picture from downloading (data saver, a slide not reached yet). */
function Slide({ activity, index, load, loggedIn }: { activity: ActivityInfo; index: number; load: boolean; loggedIn: boolean }) {
  const ref = useViewEvent<HTMLButtonElement>('banner_view', activity.id, 'home');
  return (
    <button ref={ref} type="button" class={styles.slide} onClick={() => clickBanner(activity, loggedIn)} aria-label={activity.title}>
      <LazyImage src={load ? gameImageUrl(activity.banner, '') : ''} alt="" width={BANNER_WIDTH} height={BANNER_HEIGHT} priority={index === 0} class={styles.image} />
    </button>
  );
}

export function BannerCarousel() {
  const t = useT();
  const all = useStore($banners);
  const mobile = useStore($user)?.mobile;
  // No dead ends: a banner whose page or modal this release lacks is not shown; nor one the
  // player has done (Bind, with a phone linked).
  const banners = useMemo(() => all.filter((activity) => !isDeadEnd(activity, isModalName) && !isDone(activity, mobile)), [all, mobile]);
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const dataSaver = useStore($dataSaver);
  const loggedIn = useStore($isLoggedIn);
  // The first frame builds the slide in view and the next; the rest come in a task after it.
  const painted = usePainted();

  const show = (index: number) => {
    const element = strip.current;
    if (element) element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
  };

  useEffect(() => {
    // Data saver: moving on would download the next banner's picture the player did not ask for.
    if (paused || dataSaver || banners.length < 2 || matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      const element = strip.current;
      if (!element || document.hidden) return;
      const index = Math.round(element.scrollLeft / Math.max(1, element.clientWidth));
      show((index + 1) % banners.length);
    }, AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [paused, dataSaver, banners.length]);

  if (!banners.length) return null;
  return (
    <section class={styles.carousel} aria-roledescription="carousel" aria-label={t('games.banners')}>
      <div
        ref={strip}
        class={styles.strip}
        onScroll={(event) => {
          const element = event.currentTarget;
          setCurrent(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
        }}
        onTouchStart={() => setPaused(true)}
        onPointerDown={() => setPaused(true)}
      >
        {(painted ? banners : banners.slice(0, 2)).map((activity, index) => (
          <Slide key={activity.id} activity={activity} index={index} load={!dataSaver || index <= current + 1} loggedIn={loggedIn} />
        ))}
      </div>
      {banners.length > 1 ? (
        // Dots only show where we are; the two 44 px arrows move (a row of 44 px dots would not fit
        // a 320 px screen once there are more than five banners). The row's box is there even for
        // one banner: the skeleton and the prerendered frame reserve it, so nothing moves either way.
        <div class={styles.dots}>
          <button type="button" class={styles.step} aria-label={t('games.bannerPrev')} onClick={() => {
            setPaused(true);
            show((current - 1 + banners.length) % banners.length);
          }}>
            ‹
          </button>
          {banners.map((activity, index) => (
            <span key={activity.id} class={`${styles.dot} ${index === current ? styles.current : ''}`} aria-hidden="true" />
          ))}
          <button type="button" class={styles.step} aria-label={t('games.bannerNext')} onClick={() => {
            setPaused(true);
            show((current + 1) % banners.length);
          }}>
            ›
          </button>
        </div>
      ) : (
        <div class={styles.dots} aria-hidden="true" />
      )}
    </section>
  );
}

/**
 * Placeholder with the banner's aspect ratio and the dots row under it (the carousel's whole box):
 * without the row, banners arriving after the catalogue pushed the lobby down 44 px (a layout shift).
 */
export function BannerSkeleton() {
  return (
    <div aria-hidden="true">
      <div class={styles.skeleton} style={{ aspectRatio: `${BANNER_WIDTH} / ${BANNER_HEIGHT}` }} />
      <div class={styles.dots} />
    </div>
  );
}

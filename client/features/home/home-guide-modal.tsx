// The home guide for first-time players: three short steps, skippable, shown once per
// tutorialVersion (the lobby opens it; closing it in any way marks it seen). Each step points at
// what it describes: the element marked `data-guide="<target>"` is scrolled into view, a ring is
// drawn around its box and the card sits above or below it; without the element (no games, the
// lobby offline) the card is centred.
import { useEffect, useId, useLayoutEffect, useState } from 'preact/hooks';
import { useStore } from '@nanostores/react';
import { $config } from '../../stores/config';
import { markHomeGuideSeen } from '../../stores/games';
import { gamesCatalog } from '../../i18n/games-catalog';
import { useT } from '../../widgets/use-t';
import type { ModalProps } from '../../stores/modals';
import { Button } from '../../ui/button';
import { ModalHeader } from '../../ui/modal-header';
import { useFocusTrap } from '../../ui/use-focus-trap';
import dialogStyles from '../../ui/dialog.module.css';
import styles from './home-guide-modal.module.css';
import { placeGuide, scrollTopFor, type Box, type GuideSpot } from './guide-place';

/** @public The text this modal shows, added before it opens (lazyPage reads it; knip cannot see that). */
export const catalogs = [gamesCatalog];

const viewport = () => ({ width: innerWidth, height: innerHeight });

/** Each step's target: the value of the `data-guide` attribute it points at (lobby.tsx, ui/game-tile.tsx). */
const GUIDE_TARGETS = ['types', 'search', 'like'] as const;

/** The step's target when it is on the page with a box (a hidden one counts as missing). */
function findTarget(name: string): HTMLElement | null {
  const target = document.querySelector<HTMLElement>(`[data-guide="${name}"]`);
  const box = target?.getBoundingClientRect();
  return box && box.width > 0 && box.height > 0 ? target : null;
}

/**
 * Scrolls the page so that the target and the card under it sit together in the middle of the
 * room below the top bar (smoothly, unless the player asked for reduced motion), and returns
 * where the target will be once the scroll ends.
 */
function scrollToTarget(target: HTMLElement, cardHeight: number): Box {
  const box = target.getBoundingClientRect();
  const topBarBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const end = scrollTopFor(box, { scrollY, viewportHeight: innerHeight, scrollHeight: document.documentElement.scrollHeight, topBarBottom }, cardHeight);
  const moved = end - scrollY;
  if (Math.abs(moved) >= 1) {
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    scrollTo({ top: end, behavior: reduced ? 'auto' : 'smooth' });
  }
  return { top: box.top - moved, left: box.left, width: box.width, height: box.height };
}

/** A box's numbers as CSS pixels: Preact sets a style's numbers as they are (only preact/compat adds px). */
const inPixels = (box: object): Record<string, string> => Object.fromEntries(Object.entries(box).map(([key, value]) => [key, `${value as number}px`]));

export default function HomeGuideModal({ onClose }: ModalProps<'homeGuide'>) {
  const t = useT();
  const config = useStore($config);
  const titleId = useId();
  const [step, setStep] = useState(0);
  const [spot, setSpot] = useState<GuideSpot | null>(null);
  const finish = () => {
    markHomeGuideSeen(config?.clientConfig?.tutorialVersion);
    onClose();
  };
  const ref = useFocusTrap<HTMLDivElement>(true, finish);
  // The guide opens unseen and is placed in the task after its first frame: measuring in the
  // opening task forced the page's style and layout into the render's task (a long one at 4x CPU).
  // A task of its own, not the one of the opening's effects (the back stack's history entry).
  // (ui/use-painted.ts's way, written here: imported by both the lobby and the guide, that hook
  // became a file of its own, one more request on a first visit.)
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPainted(true), 0);
    return () => clearTimeout(timer);
  }, []);

  // Once per step: scroll, then place the ring where the target will be. Measured again on resize
  // and when a scroll ends (the player's own, or where the predicted place was off); nothing per frame.
  useLayoutEffect(() => {
    if (!painted) return;
    const target = findTarget(GUIDE_TARGETS[step]!);
    // scrollHeight: the card's whole content, even while the last step's room holds it shorter.
    const cardHeight = () => ref.current?.scrollHeight ?? 0;
    if (!target) {
      setSpot(null);
      return;
    }
    setSpot(placeGuide(scrollToTarget(target, cardHeight()), cardHeight(), viewport()));
    const measure = () => setSpot(target.isConnected ? placeGuide(target.getBoundingClientRect(), cardHeight(), viewport()) : null);
    addEventListener('resize', measure);
    addEventListener('scrollend', measure);
    return () => {
      removeEventListener('resize', measure);
      removeEventListener('scrollend', measure);
    };
  }, [step, ref, painted]);

  const n = (step + 1) as 1 | 2 | 3;
  const last = n === GUIDE_TARGETS.length;
  return (
    <div class={`${spot ? styles.layer : dialogStyles.backdrop} ${painted ? '' : styles.placing}`} onClick={(event) => event.target === event.currentTarget && finish()}>
      {spot ? <div class={styles.ring} data-testid="guide-ring" aria-hidden="true" style={inPixels(spot.ring)} /> : null}
      <div
        ref={ref}
        class={`${dialogStyles.dialog} ${spot ? styles.beside : ''}`}
        style={spot ? inPixels(spot.card) : undefined}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <ModalHeader titleId={titleId} title={t('games.guideTitle')} onClose={finish} bordered />
        <div class={dialogStyles.body}>
          <p class={styles.progress}>{t('games.guideProgress', { n, total: GUIDE_TARGETS.length })}</p>
          <h3 class={styles.stepTitle}>{t(`games.guideStep${n}Title`)}</h3>
          <p class={styles.stepText}>{t(`games.guideStep${n}`)}</p>
          <div class={styles.dots} aria-hidden="true">
            {GUIDE_TARGETS.map((_, i) => (
              <span key={i} class={`${styles.dot} ${i === step ? styles.current : ''}`} />
            ))}
          </div>
        </div>
        <div class={dialogStyles.actions}>
          {last ? null : (
            <Button variant="ghost" onClick={finish}>
              {t('games.guideSkip')}
            </Button>
          )}
          <Button onClick={last ? finish : () => setStep(step + 1)}>{last ? t('games.guideDone') : t('games.guideNext')}</Button>
        </div>
      </div>
    </div>
  );
}

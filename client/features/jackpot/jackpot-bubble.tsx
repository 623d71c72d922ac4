// The jackpot bubble (spec §2): a floating button that opens the jackpot modal, for signed-in
// players on the main routes while the jackpot activity (47) is open, with a red dot while today's
// draw chance waits. It can be dragged anywhere (pointer events; a drag never opens it), stays
// inside the screen (also after a rotation), and is where it was put after a reload (its place is
// kept as a fraction of the room it can move in). The frame loads it once the first screen is idle.
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { ActivityId } from '../../../contract/activity-ids';
import { readJson, writeJson } from '../../lib/storage';
import { $activityIds } from '../../stores/activities';
import { isModalOpen, openModal } from '../../stores/modals';
import { $isLoggedIn } from '../../stores/session';
import { RedDot } from '../../widgets/red-dot';
import { useT } from '../../widgets/use-t';
import { type BubblePlace, type Drag, dragTo, dropAt, pixelsOf, placeOf, pressAt, type Room } from './bubble-drag';
import { jackpotCatalog } from './jackpot-catalog';
import styles from './jackpot-bubble.module.css';

/** @public The text it shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [jackpotCatalog];

/**
 * The spec's named routes that show it (index, bonus-event, bonus-tasks, bonus-reward,
 * bonus-record, member, vip-level; agent when it comes). Not over a running game (game-start),
 * where it would cover the game's own buttons.
 */
export const BUBBLE_ROUTES: readonly string[] = ['home', 'bonusEvent', 'bonusTasks', 'bonusReward', 'bonusRecord', 'member', 'vipLevel'];

export const BUBBLE_KEY = 'jackpot_bubble';

const DEFAULT_PLACE: BubblePlace = { x: 1, y: 0.62 };

/** The stored place, each coordinate kept within 0..1 (anything unreadable: the default). */
export const storedPlace = (): BubblePlace => placeOf(readJson<Partial<BubblePlace>>(BUBBLE_KEY), DEFAULT_PLACE);

export default function JackpotBubble({ route }: { route: string | undefined }) {
  const loggedIn = useStore($isLoggedIn);
  const activityIds = useStore($activityIds);
  const shown = loggedIn && !!route && BUBBLE_ROUTES.includes(route) && (activityIds?.includes(ActivityId.LuckyJackpot) ?? false);
  return shown ? <Bubble /> : null;
}

/** The room the bubble can move in: the viewport less its own size. */
function roomOf(el: HTMLElement | null): Room {
  const size = el?.offsetWidth ?? 0;
  return { width: Math.max(0, document.documentElement.clientWidth - size), height: Math.max(0, window.innerHeight - size) };
}

function putAt(el: HTMLElement | null, spot: { left: number; top: number }): void {
  if (el) el.style.transform = `translate3d(${spot.left}px, ${spot.top}px, 0)`;
}

function Bubble() {
  const t = useT();
  const ref = useRef<HTMLButtonElement>(null);
  const place = useRef(storedPlace());
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  const show = () => putAt(ref.current, pixelsOf(place.current, roomOf(ref.current)));

  // A layout effect: placed before the frame that first shows it (an effect runs after that paint,
  // and for that frame the bubble sat off the screen at its CSS start).
  useLayoutEffect(() => {
    show();
    window.addEventListener('resize', show);
    // Its own size too: measured before its look applied (or in a longer language), the bubble
    // was placed for the wrong size and could sit partly off the screen.
    const sized = typeof ResizeObserver === 'function' ? new ResizeObserver(show) : undefined;
    if (ref.current) sized?.observe(ref.current);
    return () => {
      window.removeEventListener('resize', show);
      sized?.disconnect();
    };
  }, []);

  const onPointerDown = (event: PointerEvent) => {
    const el = ref.current;
    if (!event.isPrimary || event.button !== 0 || !el) return;
    // Without this the browser's own gestures take the pointer: Chromium starts a native drag of
    // the link under the press (home's cash-in tiles) and cancels the pointer, so the bubble stops
    // moving. A tap still clicks (click is not one of the mouse events this suppresses).
    event.preventDefault();
    const box = el.getBoundingClientRect();
    drag.current = pressAt(event.pointerId, event.clientX, event.clientY, box.left, box.top);
    el.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    const spot = dragTo(d, event.clientX, event.clientY, roomOf(ref.current));
    if (spot) putAt(ref.current, spot);
  };
  const onPointerUp = (event: PointerEvent) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    drag.current = null;
    const dropped = dropAt(d, event.clientX, event.clientY, roomOf(ref.current));
    if (!dropped) return;
    suppressClick.current = true;
    place.current = dropped;
    writeJson(BUBBLE_KEY, dropped);
    show();
  };
  // A drag the browser or the system took away (a call, a scroll, a lost capture): back where it was.
  const onCancel = (event: PointerEvent) => {
    if (drag.current?.id !== event.pointerId) return;
    drag.current = null;
    show();
  };
  const onClick = () => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    if (!isModalOpen('jackpot')) openModal({ name: 'jackpot' });
  };

  return (
    <button
      ref={ref}
      type="button"
      class={styles.bubble}
      aria-label={t('jackpot.bubble')}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onCancel}
      onLostPointerCapture={onCancel}
      onDragStart={(event: DragEvent) => event.preventDefault()}
      onClick={onClick}
      data-testid="jackpot-bubble"
    >
      <svg viewBox="0 0 48 48" class={styles.art} aria-hidden="true">
        <circle cx="24" cy="24" r="22" class={styles.ring} />
        <path d="M15 14h18v7a9 9 0 0 1-18 0zM33 16h5v3a5 5 0 0 1-5 5M15 16h-5v3a5 5 0 0 0 5 5M20 34h8M24 30v4" class={styles.cup} />
      </svg>
      <span class={styles.dot}>
        <RedDot name="jackpot" label={t('jackpot.bubbleDot')} />
      </span>
    </button>
  );
}

// The jackpot bubble (spec §2): a floating button that opens the jackpot modal, for signed-in
// players on the main routes while the jackpot activity (47) is open, with a red dot while today's
// draw chance waits. It can be dragged anywhere (pointer events; a drag never opens it), stays
// inside the screen (also after a rotation), and is where it was put after a reload (its place is
// kept as a fraction of the room it can move in). The frame loads it once the first screen is idle.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'preact/hooks';
import { ActivityId } from '../../../contract/activity-ids';
import { readJson, writeJson } from '../../lib/storage';
import { $activityIds } from '../../stores/activities';
import { isModalOpen, openModal } from '../../stores/modals';
import { $isLoggedIn } from '../../stores/session';
import { RedDot } from '../../widgets/red-dot';
import { useT } from '../../widgets/use-t';
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
/** Moves shorter than this are a tap. */
const DRAG_SLOP_PX = 6;

/** A place as fractions (0..1) of the room the bubble can move in. */
export interface BubblePlace {
  x: number;
  y: number;
}

const DEFAULT_PLACE: BubblePlace = { x: 1, y: 0.62 };

const unit = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : fallback);

/** The stored place, each coordinate kept within 0..1 (anything unreadable: the default). */
export function storedPlace(): BubblePlace {
  const stored = readJson<Partial<BubblePlace>>(BUBBLE_KEY);
  return { x: unit(stored?.x, DEFAULT_PLACE.x), y: unit(stored?.y, DEFAULT_PLACE.y) };
}

/** The place whose top-left corner is at (left, top) px, clamped inside a room of `room` px. */
export function placeAt(left: number, top: number, room: { width: number; height: number }): BubblePlace {
  return { x: room.width > 0 ? unit(left / room.width, 0) : 0, y: room.height > 0 ? unit(top / room.height, 0) : 0 };
}

export default function JackpotBubble({ route }: { route: string | undefined }) {
  const loggedIn = useStore($isLoggedIn);
  const activityIds = useStore($activityIds);
  const shown = loggedIn && !!route && BUBBLE_ROUTES.includes(route) && (activityIds?.includes(ActivityId.LuckyJackpot) ?? false);
  return shown ? <Bubble /> : null;
}

/** The room the bubble can move in: the viewport less its own size. */
function roomOf(el: HTMLElement | null): { width: number; height: number } {
  const size = el?.offsetWidth ?? 0;
  return { width: Math.max(0, document.documentElement.clientWidth - size), height: Math.max(0, window.innerHeight - size) };
}

function putAt(el: HTMLElement | null, left: number, top: number): void {
  if (el) el.style.transform = `translate3d(${left}px, ${top}px, 0)`;
}

function showAt(el: HTMLElement | null, place: BubblePlace): void {
  const { width, height } = roomOf(el);
  putAt(el, place.x * width, place.y * height);
}

function Bubble() {
  const t = useT();
  const ref = useRef<HTMLButtonElement>(null);
  const place = useRef(storedPlace());
  const drag = useRef<{ id: number; dx: number; dy: number; startX: number; startY: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  const room = () => roomOf(ref.current);
  const put = (left: number, top: number) => putAt(ref.current, left, top);
  const show = () => showAt(ref.current, place.current);

  useEffect(() => {
    const el = ref.current;
    const placeIt = () => showAt(el, place.current);
    placeIt();
    window.addEventListener('resize', placeIt);
    return () => window.removeEventListener('resize', placeIt);
  }, []);

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0 || !ref.current) return;
    const box = ref.current.getBoundingClientRect();
    drag.current = { id: event.pointerId, dx: event.clientX - box.left, dy: event.clientY - box.top, startX: event.clientX, startY: event.clientY, moved: false };
    ref.current.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    if (!d.moved && Math.hypot(event.clientX - d.startX, event.clientY - d.startY) < DRAG_SLOP_PX) return;
    d.moved = true;
    const { width, height } = room();
    put(Math.min(width, Math.max(0, event.clientX - d.dx)), Math.min(height, Math.max(0, event.clientY - d.dy)));
  };
  const onPointerUp = (event: PointerEvent) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    drag.current = null;
    if (!d.moved) return;
    suppressClick.current = true;
    const r = room();
    place.current = placeAt(Math.min(r.width, Math.max(0, event.clientX - d.dx)), Math.min(r.height, Math.max(0, event.clientY - d.dy)), r);
    writeJson(BUBBLE_KEY, place.current);
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
      onPointerCancel={() => (drag.current = null)}
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

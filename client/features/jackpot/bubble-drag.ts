// The jackpot bubble's drag rules, pure so a unit test can hold them (the component only feeds them
// pointer events): a press that moves less than the slop is a tap; a drag moves the bubble with the
// finger, kept inside the room it can move in; a drop keeps the place as fractions of that room; a
// cancelled drag (pointercancel, capture lost) puts the bubble back where it was.

/** Moves shorter than this are a tap. */
export const DRAG_SLOP_PX = 6;

/** A place as fractions (0..1) of the room the bubble can move in. */
export interface BubblePlace {
  x: number;
  y: number;
}

/** The room the bubble can move in (px): the viewport less its own size. */
export interface Room {
  width: number;
  height: number;
}

/** A press on the bubble: the pointer, where it grabbed the bubble, and whether it has moved yet. */
export interface Drag {
  id: number;
  /** The pointer's offset from the bubble's top-left corner. */
  dx: number;
  dy: number;
  startX: number;
  startY: number;
  moved: boolean;
}

const unit = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : fallback);

/** A stored value read as a place, each coordinate kept within 0..1 (anything unreadable: `fallback`). */
export const placeOf = (stored: Partial<BubblePlace> | null, fallback: BubblePlace): BubblePlace => ({ x: unit(stored?.x, fallback.x), y: unit(stored?.y, fallback.y) });

/** The place whose top-left corner is at (left, top) px, clamped inside a room of `room` px. */
export function placeAt(left: number, top: number, room: Room): BubblePlace {
  return { x: room.width > 0 ? unit(left / room.width, 0) : 0, y: room.height > 0 ? unit(top / room.height, 0) : 0 };
}

/** Where (px, top-left corner) a place puts the bubble in `room`. */
export const pixelsOf = (place: BubblePlace, room: Room): { left: number; top: number } => ({ left: place.x * room.width, top: place.y * room.height });

/** A press by pointer `id` at (x, y) on a bubble whose top-left corner is at (left, top). */
export const pressAt = (id: number, x: number, y: number, left: number, top: number): Drag => ({ id, dx: x - left, dy: y - top, startX: x, startY: y, moved: false });

/**
 * Where the bubble goes (px, top-left corner) with the pointer at (x, y), kept inside `room`; null
 * while the press is still within the slop of where it began (a tap, so far). Marks the drag moved.
 */
export function dragTo(drag: Drag, x: number, y: number, room: Room): { left: number; top: number } | null {
  if (!drag.moved && Math.hypot(x - drag.startX, y - drag.startY) < DRAG_SLOP_PX) return null;
  drag.moved = true;
  return { left: Math.min(room.width, Math.max(0, x - drag.dx)), top: Math.min(room.height, Math.max(0, y - drag.dy)) };
}

/** The place a drop at (x, y) keeps; null for a tap (the place stays, and the tap opens the jackpot). */
export function dropAt(drag: Drag, x: number, y: number, room: Room): BubblePlace | null {
  const spot = dragTo({ ...drag }, x, y, room);
  return spot ? placeAt(spot.left, spot.top, room) : null;
}

// @vitest-environment node
// The jackpot bubble's drag rules: a short press is a tap, a drag follows the pointer inside the
// room, a drop keeps its place as fractions of the room, and a place read back stays within 0..1.
import { describe, expect, it } from 'vitest';
import { DRAG_SLOP_PX, dragTo, dropAt, pixelsOf, placeAt, placeOf, pressAt } from '../../../../client/features/jackpot/bubble-drag';

const ROOM = { width: 300, height: 600 };

describe('the bubble’s drag rules', () => {
  it('treats a press that moves less than the slop as a tap', () => {
    const drag = pressAt(1, 100, 100, 80, 80);
    expect(dragTo(drag, 100 + DRAG_SLOP_PX - 1, 100, ROOM)).toBeNull();
    expect(drag.moved).toBe(false);
    expect(dropAt(drag, 102, 103, ROOM)).toBeNull();
  });

  it('moves the bubble by where it was grabbed, and keeps it once it has moved even back near the start', () => {
    const drag = pressAt(1, 100, 100, 80, 70);
    expect(dragTo(drag, 150, 200, ROOM)).toEqual({ left: 130, top: 170 });
    expect(drag.moved).toBe(true);
    // Back within the slop of the press: still a drag, not a tap.
    expect(dragTo(drag, 101, 101, ROOM)).toEqual({ left: 81, top: 71 });
    expect(dropAt(drag, 101, 101, ROOM)).toEqual(placeAt(81, 71, ROOM));
  });

  it('keeps the bubble inside its room past every edge', () => {
    const drag = pressAt(1, 10, 10, 0, 0);
    expect(dragTo(drag, -80, 5_000, ROOM)).toEqual({ left: 0, top: 600 });
    expect(dragTo(drag, 9_000, -3, ROOM)).toEqual({ left: 300, top: 0 });
    expect(dropAt(drag, -80, 5_000, ROOM)).toEqual({ x: 0, y: 1 });
  });

  it('keeps a place as fractions of the room and puts it back in pixels, in any room', () => {
    expect(placeAt(150, 300, ROOM)).toEqual({ x: 0.5, y: 0.5 });
    expect(placeAt(-20, 900, ROOM)).toEqual({ x: 0, y: 1 });
    expect(placeAt(20, 20, { width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
    // A rotation: the same fractions, still inside the new room.
    expect(pixelsOf({ x: 0.5, y: 1 }, { width: 600, height: 300 })).toEqual({ left: 300, top: 300 });
  });

  it('reads a stored place within 0..1, anything unreadable as the fallback', () => {
    const fallback = { x: 1, y: 0.62 };
    expect(placeOf({ x: 3, y: -1 }, fallback)).toEqual({ x: 1, y: 0 });
    expect(placeOf({ x: 'a' as unknown as number, y: Number.NaN }, fallback)).toEqual(fallback);
    expect(placeOf(null, fallback)).toEqual(fallback);
  });
});

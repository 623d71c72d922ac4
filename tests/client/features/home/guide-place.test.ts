import { describe, expect, it } from 'vitest';
import { GAP, RING, placeGuide, scrollTopFor } from '../../../../client/features/home/guide-place';

const phone = { width: 360, height: 640 };

describe('placeGuide', () => {
  it('rings the target with its margin and puts the card below when it fits there', () => {
    const spot = placeGuide({ top: 100, left: 16, width: 328, height: 44 }, 200, phone);
    expect(spot.ring).toEqual({ top: 100 - RING, left: 16 - RING, width: 328 + 2 * RING, height: 44 + 2 * RING });
    expect(spot.card).toEqual({ top: 100 + 44 + RING + GAP, maxHeight: 640 - (100 + 44 + RING) - 2 * GAP });
  });

  it('puts the card above a target low on the screen when there is more room above', () => {
    const spot = placeGuide({ top: 520, left: 16, width: 328, height: 44 }, 200, phone);
    expect(spot.card.top).toBeUndefined();
    expect(spot.card.bottom).toBe(640 - (520 - RING) + GAP);
    expect(spot.card.maxHeight).toBe(520 - RING - 2 * GAP);
  });

  it('keeps the card below when neither side holds it whole but below has more room', () => {
    const spot = placeGuide({ top: 200, left: 0, width: 360, height: 40 }, 500, phone);
    expect(spot.card.top).toBe(200 + 40 + RING + GAP);
  });

  it('clamps the ring to the screen when the target touches its edges', () => {
    const spot = placeGuide({ top: 50, left: 0, width: 360, height: 40 }, 100, phone);
    expect(spot.ring.left).toBe(0);
    expect(spot.ring.left + spot.ring.width).toBe(360);
  });
});

describe('scrollTopFor', () => {
  const page = { scrollY: 0, viewportHeight: 640, scrollHeight: 3000, topBarBottom: 56 };

  it('centres the target and the card in the room under the top bar', () => {
    const top = scrollTopFor({ top: 1000, left: 0, width: 360, height: 40 }, page, 200);
    const room = 56 + GAP + RING;
    const want = room + (640 - room - 40 - RING - GAP - 200) / 2;
    expect(top).toBe(1000 - want);
  });

  it('keeps the page still when the target and the card under it already fit below the top bar', () => {
    const room = 56 + GAP + RING;
    const fitting = 640 - GAP - (room + 40 + RING) - GAP; // the tallest card that fits under a target at the room's top
    expect(scrollTopFor({ top: room, left: 0, width: 360, height: 40 }, { ...page, scrollY: 300 }, fitting)).toBe(300);
    // One pixel taller (and no room over it), or the target partly under the top bar: it moves.
    expect(scrollTopFor({ top: room, left: 0, width: 360, height: 40 }, { ...page, scrollY: 300 }, fitting + 1)).not.toBe(300);
    expect(scrollTopFor({ top: room - 1, left: 0, width: 360, height: 40 }, { ...page, scrollY: 300 }, 200)).not.toBe(300);
  });

  it('keeps the page still when the card fits over a target in view (where placeGuide puts it)', () => {
    // A 412 x 823 phone: the type tabs at 519 px, a 270 px card does not fit under them but does over them.
    const phone412 = { scrollY: 0, viewportHeight: 823, scrollHeight: 3000, topBarBottom: 55 };
    const tabs = { top: 519, left: 0, width: 412, height: 44 };
    expect(scrollTopFor(tabs, phone412, 270)).toBe(0);
    expect(placeGuide(tabs, 270, { width: 412, height: 823 }).card.bottom).toBeDefined();
    // A card that fits neither under nor over the tabs (over, it would reach under the top bar): it moves.
    expect(scrollTopFor({ ...tabs, top: 340 }, phone412, 450)).not.toBe(0);
  });

  it('never scrolls above the page top or past its end', () => {
    expect(scrollTopFor({ top: 60, left: 0, width: 360, height: 40 }, { ...page, scrollY: 10 }, 200)).toBe(0);
    expect(scrollTopFor({ top: 2990, left: 0, width: 360, height: 40 }, page, 200)).toBe(3000 - 640);
  });

  it('puts a target taller than the room just under the top bar', () => {
    const top = scrollTopFor({ top: 800, left: 0, width: 360, height: 600 }, { ...page, scrollY: 100 }, 200);
    expect(top).toBe(100 + 800 - (56 + GAP + RING));
  });
});

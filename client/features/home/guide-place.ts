// Where the home guide draws a step: the ring around its target and the card beside it. Pure, so
// the placement rules are tested without a layout engine (home-guide-modal.tsx measures the boxes).

/** The ring's space around the target, and the space between the ring, the card and the screen's edges (px). */
export const RING = 4;
export const GAP = 12;

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Where a step draws: the ring's box, and the card's edge (`top`, or `bottom` from the screen's bottom) with the room it has. */
export interface GuideSpot {
  ring: Box;
  card: { top?: number; bottom?: number; maxHeight: number };
}

/**
 * The ring around `box` (clamped to the screen's width) and the card on the side with more room:
 * below when the card fits there.
 */
export function placeGuide(box: Box, cardHeight: number, viewport: { width: number; height: number }): GuideSpot {
  const left = Math.max(box.left - RING, 0);
  const ring = { top: box.top - RING, left, width: Math.min(box.left + box.width + RING, viewport.width) - left, height: box.height + 2 * RING };
  const below = viewport.height - (ring.top + ring.height) - 2 * GAP;
  const above = ring.top - 2 * GAP;
  return {
    ring,
    card: below >= cardHeight || below >= above ? { top: ring.top + ring.height + GAP, maxHeight: below } : { bottom: viewport.height - ring.top + GAP, maxHeight: above },
  };
}

/**
 * The scroll position that puts the target and the card under it together in the middle of the
 * room below the top bar, within what the page can scroll. When the target is already in view
 * below the top bar with room for the card under or over it (where placeGuide puts it), the page
 * stays where it is: moving what the player is looking at helps nobody, and on a first visit the
 * scroll would run while the page is still loading.
 */
export function scrollTopFor(box: Box, page: { scrollY: number; viewportHeight: number; scrollHeight: number; topBarBottom: number }, cardHeight: number): number {
  const room = Math.max(page.topBarBottom, 0) + GAP + RING;
  const ringBottom = box.top + box.height + RING;
  const inView = box.top >= room && ringBottom <= page.viewportHeight - GAP;
  const cardFits = ringBottom + GAP + cardHeight <= page.viewportHeight - GAP || box.top - RING - GAP - cardHeight >= room - RING;
  if (inView && cardFits) return page.scrollY;
  const want = room + Math.max(0, (page.viewportHeight - room - box.height - RING - GAP - cardHeight) / 2);
  return Math.min(Math.max(page.scrollY + box.top - want, 0), Math.max(page.scrollHeight - page.viewportHeight, 0));
}

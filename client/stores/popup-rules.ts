// When an unrequested popup may open (issue 26), as pure rules the popup queue (modals.ts) asks
// with the facts of the moment. Popups that piled up (the tour, a notice, Invite & Spin before any
// tap) or arrived late on a slow network swallowed the tap meant for Log in; so: nothing until the
// first screen is idle and the player's hands have been still for a second, at most one per visit
// and only before the player's first action (the rest wait for later visits), never while a field
// has focus; the download prompt only after a deposit or a win, and never in the first minute.

/** A gesture (pointerdown, keydown, scroll) holds popups back this long. */
export const QUIET_MS = 1000;
/** The download prompt never opens earlier in a visit. */
export const FIRST_MINUTE_MS = 60_000;

/** What the queue knows when it considers opening a popup; times in ms since the page loaded. */
export interface PopupFacts {
  now: number;
  /** The first screen has been idle. */
  idle: boolean;
  /** The last gesture, or -Infinity. */
  lastGesture: number;
  /** The player has acted: a tap or key outside a dialog. */
  acted: boolean;
  /** Unrequested popups opened in this visit. */
  opened: number;
  /** A form field has focus. */
  typing: boolean;
  /** The last deposit or win of this visit (a balance that rose), or null. */
  rewardedAt: number | null;
}

/** Open now, or not: `at` says when to ask again (none: when something changes). */
export type PopupVerdict = { open: true } | { open: false; at?: number };

/** Whether popup `name` may open by itself now. */
export function popupVerdict(name: string, facts: PopupFacts): PopupVerdict {
  if (!facts.idle) return { open: false };
  if (name === 'download') {
    if (facts.rewardedAt === null) return { open: false };
    if (facts.now < FIRST_MINUTE_MS) return { open: false, at: FIRST_MINUTE_MS };
  } else if (facts.acted || facts.opened > 0) {
    // The rest wait for a later visit.
    return { open: false };
  }
  if (facts.typing) return { open: false, at: facts.now + QUIET_MS };
  if (facts.now - facts.lastGesture < QUIET_MS) return { open: false, at: facts.lastGesture + QUIET_MS };
  return { open: true };
}

/**
 * The order popups take their turn over visits: those never shown first, then the one shown
 * longest ago (so a later visit shows the next one), then by priority, then queueing order.
 */
export function popupOrder<T extends { key: string; priority: number }>(queue: readonly T[], lastShown: Readonly<Record<string, number>>): T[] {
  const shownAt = (popup: T) => lastShown[popup.key] ?? -Infinity;
  return queue
    .map((popup, index) => ({ popup, index }))
    .sort((a, b) => shownAt(a.popup) - shownAt(b.popup) || b.popup.priority - a.popup.priority || a.index - b.index)
    .map(({ popup }) => popup);
}

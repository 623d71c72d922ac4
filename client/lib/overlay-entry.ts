// The history state of an overlay's entry, shared by the back stack (back-stack.ts) and the
// stand-in entry pushed before its chunk arrives (overlay-history.ts).

/** An overlay's history entry: its depth above the page, and the page load that made it. */
export const overlayEntry = (depth: number, load: string) => ({ backStackDepth: depth, backStackLoad: load });

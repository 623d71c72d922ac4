// How much of a scratch card is cleared, as a grid of cells the finger has passed over: cheap on a
// low-end phone (no getImageData per move) and testable without a canvas. A stroke from one point
// to the next marks every cell its round brush touches; the card reveals itself past REVEAL_SHARE.

/** Share of the cells cleared at which the whole prize shows. */
export const REVEAL_SHARE = 0.6;

export interface ScratchGrid {
  cols: number;
  rows: number;
  /** 1 where cleared, row by row. */
  cells: Uint8Array;
  cleared: number;
}

/** A grid of cols × rows cells over a card of any size (points are given in 0..1 of its width and height). */
export function scratchGrid(cols = 24, rows = 12): ScratchGrid {
  return { cols, rows, cells: new Uint8Array(cols * rows), cleared: 0 };
}

/** Marks the cells within `radius` (a share of the width) of the point (x, y), both in 0..1. */
function markDisc(grid: ScratchGrid, x: number, y: number, radius: number, aspect: number): void {
  // Cells are square on the card when aspect = height / width = rows / cols; measure in widths.
  const cellW = 1 / grid.cols;
  const cellH = 1 / grid.rows;
  const c0 = Math.max(0, Math.floor((x - radius) / cellW));
  const c1 = Math.min(grid.cols - 1, Math.floor((x + radius) / cellW));
  const r0 = Math.max(0, Math.floor((y - radius / aspect) / cellH));
  const r1 = Math.min(grid.rows - 1, Math.floor((y + radius / aspect) / cellH));
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      const dx = (c + 0.5) * cellW - x;
      const dy = ((r + 0.5) * cellH - y) * aspect;
      if (dx * dx + dy * dy > radius * radius) continue;
      const i = r * grid.cols + c;
      if (!grid.cells[i]) {
        grid.cells[i] = 1;
        grid.cleared++;
      }
    }
  }
}

/**
 * Marks a stroke from `from` to `to` (points in 0..1 of the card), `radius` a share of the card's
 * width and `aspect` its height / width; steps of half a radius so a fast swipe leaves no gaps.
 */
export function markStroke(grid: ScratchGrid, from: { x: number; y: number }, to: { x: number; y: number }, radius: number, aspect: number): void {
  const distance = Math.hypot(to.x - from.x, (to.y - from.y) * aspect);
  const steps = Math.max(1, Math.ceil(distance / (radius / 2)));
  for (let i = 0; i <= steps; i++) markDisc(grid, from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps, radius, aspect);
}

/** The share of the card cleared (0..1). */
export const clearedShare = (grid: ScratchGrid): number => grid.cleared / (grid.cols * grid.rows);

/** True once enough is cleared to show the whole prize. */
export const readyToReveal = (grid: ScratchGrid, share = REVEAL_SHARE): boolean => clearedShare(grid) >= share;

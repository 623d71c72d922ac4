// The scratch card's cleared share: strokes mark the cells their brush touches (a fast swipe leaves
// no gaps), nothing is counted twice, and the card reveals itself past 60%.
import { describe, expect, it } from 'vitest';
import { clearedShare, markStroke, readyToReveal, REVEAL_SHARE, scratchGrid } from '../../../../client/features/diamond/scratch-coverage';

const ASPECT = 0.5; // a card twice as wide as high, like the page's

describe('scratch coverage', () => {
  it('starts covered and marks a tap as a small disc', () => {
    const grid = scratchGrid(24, 12);
    expect(clearedShare(grid)).toBe(0);
    markStroke(grid, { x: 0.5, y: 0.5 }, { x: 0.5, y: 0.5 }, 0.07, ASPECT);
    expect(clearedShare(grid)).toBeGreaterThan(0);
    expect(clearedShare(grid)).toBeLessThan(0.05);
    expect(readyToReveal(grid)).toBe(false);
  });

  it('marks a fast swipe from edge to edge as one unbroken band, counting each cell once', () => {
    const grid = scratchGrid(24, 12);
    markStroke(grid, { x: 0, y: 0.5 }, { x: 1, y: 0.5 }, 0.07, ASPECT);
    const band = grid.cleared;
    // Every column of the middle row is cleared: no gap between the two points.
    for (let c = 0; c < grid.cols; c++) expect(grid.cells[6 * grid.cols + c], `column ${c}`).toBe(1);
    markStroke(grid, { x: 1, y: 0.5 }, { x: 0, y: 0.5 }, 0.07, ASPECT);
    expect(grid.cleared).toBe(band);
  });

  it('reveals once about 60% is scratched, not before', () => {
    const grid = scratchGrid(24, 12);
    const rows = [0.08, 0.25, 0.42, 0.58, 0.75, 0.92];
    let strokes = 0;
    for (const y of rows) {
      markStroke(grid, { x: 0, y }, { x: 1, y }, 0.07, ASPECT);
      strokes++;
      if (readyToReveal(grid)) break;
    }
    expect(clearedShare(grid)).toBeGreaterThanOrEqual(REVEAL_SHARE);
    // One stroke fewer was not enough.
    const fewer = scratchGrid(24, 12);
    for (const y of rows.slice(0, strokes - 1)) markStroke(fewer, { x: 0, y }, { x: 1, y }, 0.07, ASPECT);
    expect(readyToReveal(fewer)).toBe(false);
  });

  it('ignores the part of a stroke outside the card', () => {
    const grid = scratchGrid(10, 5);
    markStroke(grid, { x: -1, y: -1 }, { x: -0.5, y: -0.5 }, 0.05, ASPECT);
    expect(grid.cleared).toBe(0);
    markStroke(grid, { x: 0, y: 0 }, { x: 1, y: 1 }, 2, ASPECT);
    expect(clearedShare(grid)).toBe(1);
  });
});

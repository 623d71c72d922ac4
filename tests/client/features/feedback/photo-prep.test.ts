// The phone-side photo checks: types by MIME (or by extension when the browser gives none), SVG
// never, a size cap before downscaling, and the downscaled size.
import { describe, expect, it } from 'vitest';
import { fitWithin, MAX_PICKED_MB, photoProblem } from '../../../../client/features/feedback/photo-prep';

describe('photoProblem', () => {
  it.each([
    ['a.jpg', 'image/jpeg', null],
    ['a.png', 'image/png', null],
    ['a.webp', 'image/webp', null],
    ['a.gif', 'image/gif', null],
    ['scan.tif', '', null],
    ['a.svg', 'image/svg+xml', 'type'],
    ['trick.svg', 'image/png', 'type'],
    ['a.pdf', 'application/pdf', 'type'],
    ['a.heic', 'image/heic', 'type'],
    ['noext', '', 'type'],
  ])('%s (%s) → %s', (name, type, problem) => {
    expect(photoProblem({ name, type, size: 1000 })).toBe(problem);
  });

  it('refuses a photo over the pick limit', () => {
    expect(photoProblem({ name: 'a.jpg', type: 'image/jpeg', size: MAX_PICKED_MB * 1024 * 1024 + 1 })).toBe('size');
    expect(photoProblem({ name: 'a.jpg', type: 'image/jpeg', size: MAX_PICKED_MB * 1024 * 1024 })).toBeNull();
  });
});

describe('fitWithin', () => {
  it('scales the longest side down to 1600 and keeps the shape; small photos stay', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(1080, 2400)).toEqual({ width: 720, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

// The photo helpers KYC and the avatar share: which picked files are refused before reading, the
// downscale size, and the centred square an avatar is cut from.
import { describe, expect, it } from 'vitest';
import { centreSquare, checkPickedPhoto, fitWithin, MAX_PICK_BYTES } from '../../../client/lib/photo';

describe('photo helpers', () => {
  it('refuses an SVG, a page or a nameless file by name, and empty or huge files', () => {
    expect(checkPickedPhoto({ name: 'me.JPG', size: 10 })).toBeNull();
    for (const name of ['me.svg', 'me.html', 'me.png.exe', 'me']) expect(checkPickedPhoto({ name, size: 10 })).toBe('type');
    expect(checkPickedPhoto({ name: 'me.png', size: 0 })).toBe('empty');
    expect(checkPickedPhoto({ name: 'me.png', size: MAX_PICK_BYTES + 1 })).toBe('size');
  });

  it('cuts the centred square of a portrait or landscape photo', () => {
    expect(centreSquare(3000, 4000)).toEqual({ x: 0, y: 500, side: 3000 });
    expect(centreSquare(4000, 3000)).toEqual({ x: 500, y: 0, side: 3000 });
    expect(centreSquare(513, 512)).toEqual({ x: 0, y: 0, side: 512 });
    expect(fitWithin(3000, 3000, 512)).toEqual({ width: 512, height: 512 });
    expect(fitWithin(300, 300, 512)).toEqual({ width: 300, height: 300 });
  });
});

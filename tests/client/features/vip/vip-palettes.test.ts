// @vitest-environment node
// The six VIP themes keep WCAG AA contrast (4.5:1) for their text and accent on their card, and
// every showType finds a palette.
import { describe, expect, it } from 'vitest';
import { paletteOf, VIP_PALETTES } from '../../../../client/features/vip/vip-palettes';

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('VIP palettes', () => {
  it('are six, each with text and accent at 4.5:1 or more on its card', () => {
    expect(VIP_PALETTES).toHaveLength(6);
    for (const [index, palette] of VIP_PALETTES.entries()) {
      expect(contrast(palette.card, palette.text), `theme ${index + 1} text`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.card, palette.accent), `theme ${index + 1} accent`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives showType 1 to 6 its own palette, and anything else the first', () => {
    expect([1, 2, 3, 4, 5, 6].map((type) => VIP_PALETTES.indexOf(paletteOf(type)))).toEqual([0, 1, 2, 3, 4, 5]);
    expect([0, -3, 7, 99, Number.NaN].map((type) => VIP_PALETTES.indexOf(paletteOf(type)))).toEqual([0, 0, 5, 5, 0]);
  });
});

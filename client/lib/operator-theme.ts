// The operator's theme JSON (colours, logo, title) checked and put on the page. Its JSON is
// untrusted: only known keys, strict colour syntax and safe URLs get through; everything else keeps
// the built-in look. Loaded by stores/theme.ts beside the theme call, so the first paint does not
// carry these rules and the contrast maths, and the cover waits on the call, not on this module.
import type { ThemeData } from '../../contract/core';
import { safeImageUrl } from '../../contract/safe-url';

type ColorKey = keyof NonNullable<ThemeData['colors']>;

export interface Theme {
  /** CSS custom property → value, already validated. */
  colors: Partial<Record<`--color-${string}`, string>>;
  logo?: string;
  title?: string;
}

const COLOR_PROPERTIES: Record<ColorKey, `--color-${string}`> = {
  primary: '--color-primary',
  primaryText: '--color-primary-text',
  accent: '--color-accent',
  bg: '--color-bg',
  surface: '--color-surface',
  text: '--color-text',
  muted: '--color-muted',
  danger: '--color-danger',
  success: '--color-success',
};

const NUM = String.raw`\d{1,3}(?:\.\d+)?`;
const ALPHA = String.raw`(?:0|1|0?\.\d+|\d{1,3}%)`;
// Hex, rgb()/rgba() and hsl()/hsla() with plain numbers only: no url(), var(), expressions or ';'.
const COLOR_PATTERNS = [
  /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  new RegExp(String.raw`^rgba?\(\s*${NUM}%?\s*,\s*${NUM}%?\s*,\s*${NUM}%?\s*(?:,\s*${ALPHA}\s*)?\)$`, 'i'),
  new RegExp(String.raw`^rgba?\(\s*${NUM}%?\s+${NUM}%?\s+${NUM}%?\s*(?:/\s*${ALPHA}\s*)?\)$`, 'i'),
  new RegExp(String.raw`^hsla?\(\s*${NUM}(?:deg)?\s*,\s*${NUM}%\s*,\s*${NUM}%\s*(?:,\s*${ALPHA}\s*)?\)$`, 'i'),
  new RegExp(String.raw`^hsla?\(\s*${NUM}(?:deg)?\s+${NUM}%\s+${NUM}%\s*(?:/\s*${ALPHA}\s*)?\)$`, 'i'),
];

/** True when `value` is a plain CSS colour (#rgb, #rrggbb, #rrggbbaa, rgb(), hsl()). */
export const isSafeColor = (value: unknown): value is string => typeof value === 'string' && value.length <= 64 && COLOR_PATTERNS.some((re) => re.test(value.trim()));

/** Parses `themeJsonData` defensively; returns only what passed validation. */
export function parseTheme(json: unknown): Theme {
  const theme: Theme = { colors: {} };
  let data: unknown;
  try {
    data = typeof json === 'string' ? JSON.parse(json) : null;
  } catch {
    return theme;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return theme;
  const { colors, logo, title } = data as Record<string, unknown>;
  if (colors && typeof colors === 'object' && !Array.isArray(colors)) {
    for (const [key, property] of Object.entries(COLOR_PROPERTIES)) {
      const value = (colors as Record<string, unknown>)[key];
      if (Object.prototype.hasOwnProperty.call(colors, key) && isSafeColor(value)) theme.colors[property] = value.trim();
    }
  }
  const safeLogo = safeImageUrl(logo);
  if (safeLogo) theme.logo = safeLogo;
  if (typeof title === 'string' && title.trim()) theme.title = title.trim().slice(0, 40);
  return theme;
}

const rgbOf = (hex: string): number[] | null => {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
};
const luminance = (rgb: number[]): number => {
  const [r, g, b] = rgb.map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: number[], b: number[]): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/**
 * The accent is used for links and small text: when the operator's accent is too dark on its
 * surface for small text (WCAG AA 4.5:1), it is lightened toward white until it is not.
 */
export function legibleAccent(accent: string, surface: string): string {
  const fg = rgbOf(accent);
  const bg = rgbOf(surface);
  if (!fg || !bg) return accent;
  for (let step = 0; step <= 10; step++) {
    const mixed = fg.map((c) => Math.round(c + ((255 - c) * step) / 10));
    if (contrast(mixed, bg) >= 4.6) return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  }
  return '#ffffff';
}

/**
 * Sets validated colours as CSS custom properties on the root element (and the browser's theme
 * colour). Resolves in a task after the frame that restyled the page with them: a new colour on
 * the root restyles every element, the cover's too, and in the frame of the pages' first render
 * that was the longest style pass of a first visit.
 */
export function paintTheme(theme: Theme): Promise<void> {
  const root = document.documentElement.style;
  for (const [property, value] of Object.entries(theme.colors)) if (value) root.setProperty(property, value);
  const accent = theme.colors['--color-accent'];
  if (accent) root.setProperty('--color-accent', legibleAccent(accent, theme.colors['--color-surface'] ?? '#231436'));
  const background = theme.colors['--color-bg'];
  if (background) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', background);
  if (!Object.keys(theme.colors).length) return Promise.resolve();
  // A task after the next frame; at most 100 ms later, as a hidden page draws none. (Not
  // lib/after-next-paint.ts: this chunk loads at every start, and sharing it cost a file of its own.)
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

// The operator's theme JSON (colours, logo, title) checked, and the CSS it puts on the page. Its
// JSON is untrusted: only known keys, strict colour syntax and safe URLs get through; everything
// else keeps the built-in look. Shared: the edge writes the theme into the pages' shell, so the
// first paint is in the operator's colours (edge/routes/shell-theme.ts), and the client applies
// it when the shell did not carry it (client/lib/operator-theme.ts).
import type { ThemeData } from './core';
import { safeImageUrl } from './safe-url';

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

/** The id of the shell's style element that carries the theme (edge/routes/shell-theme.ts). */
export const THEME_STYLE_ID = 'operator-theme';

/** The custom properties `theme` sets, in order, its accent made legible on its surface. */
export function themeDeclarations(theme: Theme): [string, string][] {
  const declarations = Object.entries(theme.colors).filter((entry): entry is [string, string] => !!entry[1]);
  const accent = theme.colors['--color-accent'];
  if (!accent) return declarations;
  const legible = legibleAccent(accent, theme.colors['--color-surface'] ?? '#231436');
  return declarations.map(([property, value]) => [property, property === '--color-accent' ? legible : value]);
}

/**
 * The theme as the text of the shell's style element, '' when it sets no colour. Only checked
 * colours go in (no `;`, `}` or `<` can pass isSafeColor), so the text cannot leave its rule or
 * the element.
 */
export function themeStyleText(theme: Theme): string {
  const declarations = themeDeclarations(theme);
  return declarations.length ? `:root{${declarations.map(([property, value]) => `${property}:${value}`).join(';')}}` : '';
}

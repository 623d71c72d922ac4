// The operator's theme in every page's shell: a style element after the built stylesheet, so the
// first paint (the cover and the frame too) is in the operator's colours. Without it the page painted
// in the built-in colours, and the app's start restyled and repainted every element with the theme
// (a colour change under the cover, and a frame the start waited for). The client finds the same text in the element and leaves the page as it is
// (client/lib/operator-theme.ts). The theme comes from the guest's `anonymous/appTheme`, kept for
// `ttlMs` and refreshed in the background, as home's first banner (upstream-hint.ts).
import { EDGE_CALLS } from '../../contract/all';
import { THEME_STYLE_ID, parseTheme, themeStyleText } from '../../contract/operator-theme';
import type { EdgeOptions } from '../options';
import { createUpstreamHint, guestCall, type UpstreamHint } from './upstream-hint';

type ThemeOptions = Pick<EdgeOptions, 'fetch' | 'upstreamUrl' | 'appId' | 'appWebName' | 'appVersion' | 'channel' | 'limits' | 'now'>;

export interface ShellTheme {
  /** The style element's text (themeStyleText: checked colours only). */
  css: string;
  /** Its CSP source, `'sha256-…'`: the CSP allows no other inline style. */
  hash: string;
  /** The page's background, for the browser's theme colour; undefined when the theme sets none. */
  background?: string;
}

async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** The shell's theme from the upstream's answer; undefined when it sets no colour (the built-in look). */
export async function shellThemeOf(answer: unknown): Promise<ShellTheme | undefined> {
  const theme = parseTheme((answer as { appTheme?: { themeJsonData?: unknown } } | null)?.appTheme?.themeJsonData);
  const css = themeStyleText(theme);
  return css ? { css, hash: await sha256Source(css), background: theme.colors['--color-bg'] } : undefined;
}

const THEME_COLOR = /<meta name="theme-color" content="[^"]*"\s*\/?>/;

/** `html` with the theme's style element last in its head, and the browser's theme colour set. */
export function withTheme(html: string, theme: ShellTheme): string {
  const colored = theme.background ? html.replace(THEME_COLOR, () => `<meta name="theme-color" content="${theme.background}">`) : html;
  return colored.replace('</head>', () => `<style id="${THEME_STYLE_ID}">${theme.css}</style></head>`);
}

/** Keeps the guest's theme, refreshed at most once per `ttlMs`. */
export function createThemeHint(options: ThemeOptions, ttlMs: number, waitMs: number): UpstreamHint<ShellTheme> {
  return createUpstreamHint(async () => shellThemeOf(await guestCall(options, EDGE_CALLS.theme)), options.now, ttlMs, waitMs);
}

// The operator's theme put on the page when the shell did not carry it (a page the service worker
// served, a preview, a theme changed since the edge read it). Loaded by stores/theme.ts beside the
// theme call, so the first paint does not carry the checks and the contrast maths, and the cover
// waits on the call, not on this module.
import { THEME_STYLE_ID, themeDeclarations, themeStyleText, type Theme } from '../../contract/operator-theme';

export { isSafeColor, legibleAccent, parseTheme, type Theme } from '../../contract/operator-theme';

/**
 * Sets validated colours as CSS custom properties on the root element (and the browser's theme
 * colour). Resolves in a task after the frame that restyled the page with them: a new colour on
 * the root restyles every element, the cover's too, and in the frame of the pages' first render
 * that was the longest style pass of a first visit. Nothing to do, and no frame to wait for, when
 * the shell's style element already carries this theme (edge/routes/shell-theme.ts).
 */
export function paintTheme(theme: Theme): Promise<void> {
  const shellStyle = document.getElementById(THEME_STYLE_ID);
  if (shellStyle?.textContent === themeStyleText(theme)) return Promise.resolve();
  // Another theme than the shell's: none of the shell's colours may stay.
  shellStyle?.remove();
  const root = document.documentElement.style;
  for (const [property, value] of themeDeclarations(theme)) root.setProperty(property, value);
  const background = theme.colors['--color-bg'];
  if (background) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', background);
  if (!Object.keys(theme.colors).length && !shellStyle) return Promise.resolve();
  // A task after the next frame; at most 100 ms later, as a hidden page draws none. (Not
  // lib/after-next-paint.ts: this chunk loads at every start, and sharing it cost a file of its own.)
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

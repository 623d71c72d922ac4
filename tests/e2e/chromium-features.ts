// The journeys' Chromium features. Chromium keeps only the last `--disable-features` it is given,
// and Playwright passes its own list first (features that would break or slow automation), so a
// launch argument of ours must repeat that list: it is read from the installed Playwright, so an
// upgrade that changes it needs no change here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Headless Chromium starts its desktop address bar's web UI (the omnibox popups) in a renderer of
 * its own for every new window, so for every journey's browser context: about 0.6 s of CPU each,
 * which no page sees and no phone has (`npm run lighthouse` turns it off for the same reason).
 */
export const DESKTOP_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/** The features Playwright disables in `source` (its bundled `chromiumSwitches.ts`). */
export function playwrightDisabledFeatures(source: string): string[] {
  const start = source.indexOf('disabledFeatures = [');
  const end = source.indexOf(']', start);
  const features = start < 0 ? [] : [...source.slice(start, end).matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((match) => match[1]!);
  if (features.length === 0) throw new Error("chromium-features.ts: Playwright's disabled Chromium features were not found in its bundle; see where `disabledFeatures` moved");
  return features;
}

/** `--disable-features` with Playwright's own features and `extra`. */
export function disableFeaturesArg(extra: string[]): string {
  // playwright-core as @playwright/test (through playwright) loads it.
  const from = (module: string, base: string) => dirname(createRequire(base).resolve(`${module}/package.json`));
  const core = from('playwright-core', join(from('playwright', join(from('@playwright/test', import.meta.filename), 'x')), 'x'));
  const bundle = join(core, 'lib/coreBundle.js');
  return `--disable-features=${[...new Set([...playwrightDisabledFeatures(readFileSync(bundle, 'utf8')), ...extra])].join(',')}`;
}

// The journeys' Chromium launch (playwright.config.ts): the desktop UI's features are off, and
// Playwright's own disabled features stay off (Chromium keeps only the last --disable-features).
import { describe, expect, it } from 'vitest';
import config from '../../playwright.config';
import { DESKTOP_UI_FEATURES, playwrightDisabledFeatures } from '../e2e/chromium-features';

describe('chromium features of the journeys', () => {
  it("turns the omnibox web UI off and keeps Playwright's own list", () => {
    const args = config.use?.launchOptions?.args ?? [];
    const disabling = args.filter((arg) => arg.startsWith('--disable-features='));
    expect(disabling).toHaveLength(1);
    const features = disabling[0]!.slice('--disable-features='.length).split(',');
    expect(features).toEqual(expect.arrayContaining(DESKTOP_UI_FEATURES));
    // Features Playwright 1.65 disables for automation to work (a redirect under interception, no HTTPS upgrade).
    expect(features).toEqual(expect.arrayContaining(['AvoidCorsURLLoaderRestartOnRedirect', 'HttpsUpgrades', 'PaintHolding']));
  });

  it("reads Playwright's list from its bundle, and says so when it cannot", () => {
    const bundle = 'x;\n    disabledFeatures = [\n      // why\n      "HttpsUpgrades",\n      "PaintHolding"\n    ].filter(Boolean);';
    expect(playwrightDisabledFeatures(bundle)).toEqual(['HttpsUpgrades', 'PaintHolding']);
    expect(() => playwrightDisabledFeatures('nothing here')).toThrow(/disabled Chromium features were not found/);
  });
});

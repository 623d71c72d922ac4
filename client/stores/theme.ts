// The operator's theme (colours, logo, title): loaded at start-up, checked and applied by
// lib/operator-theme.ts, which loads beside the theme call (the first paint carries none of it).
import { call } from '../api/http';
import { atom } from 'nanostores';
import * as coreCalls from '../../contract/core';
import type { Theme } from '../lib/operator-theme';

export const $theme = atom<Theme>({ colors: {} });

/** Loads the theme (a preview when the URL has `?themeViewId=`) and applies it. */
export async function loadTheme(search: string = location.search): Promise<void> {
  const themeViewId = new URLSearchParams(search).get('themeViewId');
  // The checks load while the call is on the network: the cover waits on the call alone, as before.
  const [{ paintTheme, parseTheme }, { appTheme }] = await Promise.all([
    import('../lib/operator-theme'),
    themeViewId && /^[\w-]{1,64}$/.test(themeViewId) ? call(coreCalls.appThemePreview, { themeViewId }) : call(coreCalls.appTheme, {}),
  ]);
  const theme = parseTheme(appTheme?.themeJsonData);
  const painted = paintTheme(theme);
  $theme.set(theme);
  await painted;
}

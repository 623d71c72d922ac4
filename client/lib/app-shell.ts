// Where the app runs, read once from the browser: the Android wrapper, the installed PWA, or a
// browser (iPhone Safari, iPhone Chrome, Android, desktop). The one detection /download and the
// download popup (spec section 4: skipped in the wrapper, the PWA and iOS Chrome) both follow.

/** True inside the Android wrapper (the same test as native-bridge.ts's, read here so the popups' code needs no other file). */
export const inWrapper = (): boolean => {
  const bridge = (globalThis as { AndroidBridge?: unknown }).AndroidBridge;
  return bridge !== null && (typeof bridge === 'object' || typeof bridge === 'function');
};

/** The kinds of place the app can run in, most specific first. */
export type AppShell = 'wrapper' | 'installed-pwa' | 'ios-chrome' | 'ios' | 'android' | 'desktop';

/** True when the app runs as the installed PWA (standalone display). */
export const isInstalledPwa = (): boolean =>
  (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) || (navigator as { standalone?: boolean }).standalone === true;

// iPadOS Safari says "Macintosh"; its touch points give it away.
const isIos = (ua: string): boolean => /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);

/** True in Chrome on iPhone or iPad (it cannot take the download popup's offer). */
export const isIosChrome = (): boolean => /CriOS\//.test(navigator.userAgent);

/** Where the app runs now. */
export function appShell(): AppShell {
  if (inWrapper()) return 'wrapper';
  if (isInstalledPwa()) return 'installed-pwa';
  const ua = navigator.userAgent;
  if (isIos(ua)) return isIosChrome() ? 'ios-chrome' : 'ios';
  return /Android/i.test(ua) ? 'android' : 'desktop';
}

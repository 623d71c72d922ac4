// The first use of localStorage, sessionStorage and the cookie jar in a page is a blocking round
// trip to the browser process each (it loads the origin's storage): tens of milliseconds on a slow
// phone. The app's first task needs all three (the token, the device id, the session's referrer,
// the locale), so the entry makes those first uses while the app's files download, a wait the
// main thread spends idle anyway, instead of inside the app's start-up task.

/** Touches each storage once; storage that is disabled or refused is left to the app's own reads. */
export function warmStorage(): void {
  try {
    void (localStorage.length + sessionStorage.length + document.cookie.length);
  } catch {
    // Private mode or storage blocked: lib/storage.ts and the others cope when the app reads.
  }
}

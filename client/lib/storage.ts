// localStorage that never throws (private mode, disabled storage, quota): reads give null,
// writes are dropped.

/** Reads a string from localStorage, or null when missing or unavailable. */
export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes (or, with null, removes) a localStorage entry; ignores storage failures. */
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the app still works for this visit.
  }
}

/** Reads and parses JSON from localStorage; null when missing or not valid JSON. */
export function readJson<T>(key: string): T | null {
  const text = readStorage(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** Writes a value as JSON (null removes it). */
export function writeJson(key: string, value: unknown): void {
  writeStorage(key, value === null || value === undefined ? null : JSON.stringify(value));
}

/**
 * writeJson in a task of its own: a cache a start-up writes (the config, the catalogue, tens of
 * kilobytes) costs tens of milliseconds of serialising and storage on a slow phone, which should
 * not lengthen the task that renders. Losing it to a closed page costs only a fuller next start.
 */
export function writeJsonSoon(key: string, value: unknown): void {
  setTimeout(() => writeJson(key, value), 0);
}

// Facts about the device that calls and the event log send. Pure reads of browser state.

type NetworkInformation = { effectiveType?: string };

/** 1 on a desktop browser, 0 on a phone or tablet (spec: platform 0 mobile, 1 desktop). */
export function platform(): 0 | 1 {
  const ua = navigator.userAgent;
  return /Android|iPhone|iPad|iPod|Mobile|wv\)/i.test(ua) ? 0 : 1;
}

/** Request timeout by connection type: 10 s, 20 s on 2g, 30 s on 3g (spec section 9). */
export function requestTimeoutMs(): number {
  const type = (navigator as Navigator & { connection?: NetworkInformation }).connection?.effectiveType;
  if (type === '2g' || type === 'slow-2g') return 20_000;
  if (type === '3g') return 30_000;
  return 10_000;
}

/** Coarse operating system name. */
export function os(): string {
  const ua = navigator.userAgent;
  if (/Android/i.test(ua)) return 'android';
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  if (/Windows/i.test(ua)) return 'windows';
  if (/Mac OS/i.test(ua)) return 'macos';
  if (/Linux/i.test(ua)) return 'linux';
  return 'other';
}

/** Device model from the user agent where it says one (Android does), else the OS name. */
export function deviceModel(): string {
  const m = /Android [\d.]+; ([^;)]+)/.exec(navigator.userAgent);
  return (m?.[1] ?? os()).trim().slice(0, 64);
}

const DEVICE_ID_KEY = 'device_id';

/** A random id kept for this browser, so the operator can tell devices apart. */
export function deviceId(): string {
  try {
    let id = localStorage.getItem(DEVICE_ID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(DEVICE_ID_KEY, id);
    }
    return id;
  } catch {
    return 'unavailable';
  }
}

const REFERRER_KEY = 'client_referrer';

/** The referrer of the first page of this visit, kept for the session (attribution). */
export function clientReferrer(): string {
  try {
    let ref = sessionStorage.getItem(REFERRER_KEY);
    if (ref === null) {
      ref = document.referrer.slice(0, 2048);
      sessionStorage.setItem(REFERRER_KEY, ref);
    }
    return ref;
  } catch {
    return '';
  }
}

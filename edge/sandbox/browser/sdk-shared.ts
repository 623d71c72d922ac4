// Browser code shared by the stand-in SDKs: the popup sign-in round trip and token revocation.

/** What the sign-in page posts back (or what a blocked or closed popup amounts to). */
export interface PopupResult {
  source?: 'sandbox-idp';
  provider?: string;
  ok: boolean;
  error?: 'popup_failed_to_open' | 'popup_closed';
  accessToken?: string;
  userID?: string;
  expiresIn?: number;
}

/** Revokes a token at the stand-in provider; never rejects. */
export function sandboxRevoke(token: string | null | undefined): Promise<void> {
  if (!token) return Promise.resolve();
  return fetch('/sandbox/idp/revoke', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
    credentials: 'same-origin',
  }).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Opens the sign-in popup and calls done(result) once: the page's message, or
 * { ok: false, error } when the popup was blocked or closed without an answer.
 */
export function sandboxPopup(provider: string, clientId: string | undefined, done: (result: PopupResult) => void): void {
  const url = `/sandbox/idp/authorize?provider=${encodeURIComponent(provider)}&client_id=${encodeURIComponent(clientId || '')}&mode=popup`;
  const popup = window.open(url, `sandbox-idp-${provider}`, 'popup,width=420,height=640');
  let finished = false;
  // Set once the popup is open; `finish` can run before that (a popup that failed to open).
  // eslint-disable-next-line prefer-const
  let timer: ReturnType<typeof setInterval> | undefined;
  const finish = (result: PopupResult) => {
    if (finished) return;
    finished = true;
    window.removeEventListener('message', onMessage);
    clearInterval(timer);
    done(result);
  };
  function onMessage(event: MessageEvent) {
    if (event.origin !== location.origin) return;
    const data = event.data as PopupResult | null;
    if (!data || data.source !== 'sandbox-idp' || data.provider !== provider) return;
    finish(data);
  }
  window.addEventListener('message', onMessage);
  if (!popup) {
    setTimeout(() => finish({ ok: false, error: 'popup_failed_to_open' }), 0);
    return;
  }
  timer = setInterval(() => {
    if (!popup.closed) return;
    clearInterval(timer);
    // The page posts its answer just before closing; give that message time to arrive. On a busy
    // machine it came more than 500 ms after the close was seen (a journey read "cancelled").
    setTimeout(() => finish({ ok: false, error: 'popup_closed' }), 2000);
  }, 250);
}

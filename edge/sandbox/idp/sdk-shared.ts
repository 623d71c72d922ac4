// Browser code shared by the stand-in SDKs (plain ES5-ish JavaScript, served as text): the popup
// sign-in round trip and token revocation.
export const SDK_SHARED = String.raw`
  function sandboxRevoke(token) {
    if (!token) return Promise.resolve();
    return fetch('/sandbox/idp/revoke', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: token }),
      credentials: 'same-origin'
    }).then(function () {}, function () {});
  }

  // Opens the sign-in popup and calls done(result) once: the page's message, or
  // { ok: false, error } when the popup was blocked or closed without an answer.
  function sandboxPopup(provider, clientId, done) {
    var url = '/sandbox/idp/authorize?provider=' + encodeURIComponent(provider) +
      '&client_id=' + encodeURIComponent(clientId || '') + '&mode=popup';
    var popup = window.open(url, 'sandbox-idp-' + provider, 'popup,width=420,height=640');
    var finished = false;
    var timer = 0;
    function finish(result) {
      if (finished) return;
      finished = true;
      window.removeEventListener('message', onMessage);
      clearInterval(timer);
      done(result);
    }
    function onMessage(event) {
      if (event.origin !== location.origin) return;
      var data = event.data;
      if (!data || data.source !== 'sandbox-idp' || data.provider !== provider) return;
      finish(data);
    }
    window.addEventListener('message', onMessage);
    if (!popup) {
      setTimeout(function () { finish({ ok: false, error: 'popup_failed_to_open' }); }, 0);
      return;
    }
    timer = setInterval(function () {
      if (!popup.closed) return;
      clearInterval(timer);
      // The page posts its answer just before closing; give that message time to arrive.
      setTimeout(function () { finish({ ok: false, error: 'popup_closed' }); }, 500);
    }, 250);
  }
`;

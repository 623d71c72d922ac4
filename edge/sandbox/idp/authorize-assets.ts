// Script and style of the sign-in page, served as files so the page runs under a strict CSP.

export const AUTHORIZE_JS = String.raw`(function () {
  'use strict';
  var form = document.getElementById('idp-form');
  if (!form) return;
  var mode = form.getAttribute('data-mode');
  var provider = form.getAttribute('data-provider');
  // Picking an earlier identity fills its name in, so the field shows who signs in.
  Array.prototype.forEach.call(form.querySelectorAll('input[name="subject"]'), function (input) {
    input.addEventListener('change', function () {
      var name = input.getAttribute('data-name');
      var field = form.querySelector('input[name="name"]');
      if (field && name) field.value = name;
    });
  });
  if (mode !== 'popup') return; // redirect mode: the browser posts the form and follows the 302
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var data = new URLSearchParams(new FormData(form));
    data.set('action', event.submitter && event.submitter.value === 'cancel' ? 'cancel' : 'continue');
    // getAttribute: the buttons named "action" shadow the form's .action property.
    fetch(form.getAttribute('action'), { method: 'POST', body: data, credentials: 'same-origin' })
      .then(function (response) {
        if (!response.ok) throw new Error('sign-in refused');
        return response.json();
      })
      .then(function (result) {
        if (window.opener) window.opener.postMessage(result, location.origin);
        window.close();
      }, function () {
        var error = document.getElementById('idp-error');
        if (error) error.hidden = false;
      });
  });
})();
`;

export const AUTHORIZE_CSS = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; background: #f0f2f5; color: #1c1e21; }
main { max-width: 380px; margin: 24px auto; background: #fff; border-radius: 12px; padding: 20px; box-shadow: 0 2px 12px rgba(0,0,0,.12); }
h1 { font-size: 20px; margin: 0 0 4px; }
p.note { margin: 0 0 16px; color: #65676b; font-size: 14px; }
label.field { display: block; font-weight: 600; margin-bottom: 12px; }
label.field input { display: block; width: 100%; box-sizing: border-box; margin-top: 6px; padding: 10px; font-size: 16px; border: 1px solid #ccd0d5; border-radius: 8px; }
fieldset { border: 1px solid #e4e6eb; border-radius: 8px; margin: 0 0 16px; padding: 8px 12px; }
fieldset label { display: block; padding: 6px 0; }
.actions { display: flex; gap: 8px; }
button { flex: 1; padding: 12px; font-size: 16px; border-radius: 8px; border: 0; cursor: pointer; }
button[value="continue"] { background: #1877f2; color: #fff; }
button[value="cancel"] { background: #e4e6eb; color: #1c1e21; }
.error { color: #c00; }
`;

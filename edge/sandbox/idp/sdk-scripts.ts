// The stand-in provider SDKs served at /sandbox/idp/<provider>/sdk.js. They mimic the parts of
// the real APIs the client uses (Facebook JS SDK, Google Identity Services token client, LIFF).
import { SDK_SHARED } from './sdk-shared';

const wrap = (body: string): string => `(function () {\n  'use strict';\n${SDK_SHARED}\n${body}\n})();\n`;

export const FACEBOOK_SDK = wrap(String.raw`
  if (window.FB && window.FB.__sandbox) return;
  var KEY = 'sandbox_fb_auth';
  var appId = '';
  var authResponse = null;
  try { authResponse = JSON.parse(sessionStorage.getItem(KEY) || 'null'); } catch (e) { authResponse = null; }
  if (authResponse && authResponse.expiresAt && authResponse.expiresAt < Date.now()) authResponse = null;

  function save() {
    try {
      if (authResponse) sessionStorage.setItem(KEY, JSON.stringify(authResponse));
      else sessionStorage.removeItem(KEY);
    } catch (e) {}
  }
  function status() {
    return authResponse
      ? { status: 'connected', authResponse: { accessToken: authResponse.accessToken, userID: authResponse.userID, expiresIn: authResponse.expiresIn, signedRequest: authResponse.signedRequest, graphDomain: 'facebook' } }
      : { status: 'unknown', authResponse: null };
  }
  function signedRequest(userID) {
    var payload = btoa(JSON.stringify({ algorithm: 'HMAC-SHA256', user_id: userID, issued_at: Math.floor(Date.now() / 1000) }))
      .replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    return 'sandbox.' + payload;
  }

  window.FB = {
    __sandbox: true,
    init: function (options) { appId = String((options && options.appId) || ''); },
    login: function (callback, options) {
      sandboxPopup('facebook', appId, function (result) {
        if (result && result.ok) {
          authResponse = {
            accessToken: result.accessToken,
            userID: result.userID,
            expiresIn: result.expiresIn,
            expiresAt: Date.now() + result.expiresIn * 1000,
            signedRequest: signedRequest(result.userID)
          };
          save();
          if (callback) callback(status());
        } else if (callback) {
          callback({ status: 'unknown', authResponse: null });
        }
      });
    },
    getLoginStatus: function (callback) { if (callback) callback(status()); },
    getAuthResponse: function () { return status().authResponse; },
    logout: function (callback) {
      var token = authResponse && authResponse.accessToken;
      authResponse = null;
      save();
      sandboxRevoke(token).then(function () { if (callback) callback({ status: 'unknown', authResponse: null }); });
    },
    api: function (path, a, b) {
      var callback = typeof a === 'function' ? a : b;
      if (callback) callback({ error: { message: 'The sandbox does not serve the Graph API' } });
    }
  };
  // Like the real SDK: tell the page it is ready.
  setTimeout(function () { if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit(); }, 0);
`);

export const GOOGLE_SDK = wrap(String.raw`
  window.google = window.google || {};
  if (window.google.accounts && window.google.accounts.__sandbox) return;
  window.google.accounts = {
    __sandbox: true,
    oauth2: {
      initTokenClient: function (config) {
        return {
          requestAccessToken: function () {
            sandboxPopup('google', config.client_id, function (result) {
              if (result && result.ok) {
                config.callback({ access_token: result.accessToken, expires_in: result.expiresIn, scope: config.scope || '', token_type: 'Bearer' });
              } else if (typeof config.error_callback === 'function') {
                config.error_callback({ type: result && result.error === 'popup_failed_to_open' ? 'popup_failed_to_open' : 'popup_closed', message: 'Popup window closed' });
              }
            });
          }
        };
      },
      revoke: function (token, done) {
        sandboxRevoke(token).then(function () { if (typeof done === 'function') done({ successful: true }); });
      },
      hasGrantedAllScopes: function () { return true; }
    },
    id: {
      initialize: function () {},
      prompt: function () {},
      disableAutoSelect: function () {}
    }
  };
`);

export const LINE_SDK = wrap(String.raw`
  if (window.liff && window.liff.__sandbox) return;
  var KEY = 'sandbox_liff_token';
  var liffId = '';
  function readToken() { try { return sessionStorage.getItem(KEY); } catch (e) { return null; } }
  function writeToken(token) {
    try { if (token) sessionStorage.setItem(KEY, token); else sessionStorage.removeItem(KEY); } catch (e) {}
  }

  window.liff = {
    __sandbox: true,
    id: null,
    init: function (config) {
      liffId = String((config && config.liffId) || '');
      window.liff.id = liffId;
      var params = new URLSearchParams(location.search);
      var code = params.get('code');
      var clientId = params.get('liffClientId');
      if (!clientId) return Promise.resolve();
      ['code', 'liffClientId', 'state', 'error', 'error_description'].forEach(function (name) { params.delete(name); });
      var query = params.toString();
      history.replaceState(history.state, '', location.pathname + (query ? '?' + query : '') + location.hash);
      if (!code) return Promise.resolve();
      return fetch('/sandbox/idp/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: code, client_id: clientId }),
        credentials: 'same-origin'
      }).then(function (response) {
        if (!response.ok) throw new Error('LIFF: the authorization code was refused');
        return response.json();
      }).then(function (data) { writeToken(data.access_token); });
    },
    isLoggedIn: function () { return Boolean(readToken()); },
    isInClient: function () { return false; },
    login: function (options) {
      var target = new URL((options && options.redirectUri) || location.href, location.href);
      if (target.origin !== location.origin) throw new Error('LIFF: redirectUri must be on this origin');
      location.assign('/sandbox/idp/authorize?provider=line&client_id=' + encodeURIComponent(liffId) +
        '&mode=redirect&redirect_uri=' + encodeURIComponent(target.pathname + target.search + target.hash));
    },
    getAccessToken: function () { return readToken() || null; },
    logout: function () {
      var token = readToken();
      writeToken(null);
      sandboxRevoke(token);
    }
  };
`);

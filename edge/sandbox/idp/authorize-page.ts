// The stand-in provider's sign-in page. Every echoed value goes through escapeHtml; the page has
// no inline script or style (it runs under `script-src 'self'; style-src 'self'`).
import { randomInt } from 'node:crypto';
import type { IdpIdentity, IdpProvider } from './idp-store';

const PROVIDER_LABEL: Record<IdpProvider, string> = { facebook: 'Facebook', google: 'Google', line: 'LINE' };

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
}

const FIRST_NAMES = ['Juan', 'Maria', 'Jose', 'Andres', 'Liza', 'Paolo', 'Angelica', 'Carlo', 'Kristine', 'Mark', 'Jasmine', 'Rafael'];
const SURNAMES = ['Dela Cruz', 'Santos', 'Reyes', 'Bautista', 'Garcia', 'Mendoza', 'Villanueva', 'Ramos', 'Aquino', 'Castillo'];

/** A random Filipino-sounding display name. */
export const randomFilipinoName = (): string => `${FIRST_NAMES[randomInt(FIRST_NAMES.length)]} ${SURNAMES[randomInt(SURNAMES.length)]}`;

export interface AuthorizeRequest {
  provider: IdpProvider;
  clientId: string;
  mode: 'popup' | 'redirect';
  redirectUri: string;
}

/** The sign-in page for `request`, listing `identities` created before. */
export function renderAuthorizePage(request: AuthorizeRequest, identities: IdpIdentity[]): string {
  const label = PROVIDER_LABEL[request.provider];
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const choices = identities
    .map(
      (identity) =>
        `<label><input type="radio" name="subject" value="${escapeHtml(identity.subject)}" data-name="${escapeHtml(identity.name)}"> ${escapeHtml(identity.name)}</label>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox sign-in · ${escapeHtml(label)}</title>
<link rel="stylesheet" href="/sandbox/idp/authorize.css">
<script src="/sandbox/idp/authorize.js" defer></script>
</head>
<body>
<main>
<h1>Sandbox sign-in · ${escapeHtml(label)}</h1>
<p class="note">${escapeHtml(label)} sign-in — stand-in for the real provider. No data leaves this machine.</p>
<form id="idp-form" method="post" action="/sandbox/idp/authorize" data-mode="${escapeHtml(request.mode)}" data-provider="${escapeHtml(request.provider)}">
${hidden('provider', request.provider)}
${hidden('client_id', request.clientId)}
${hidden('mode', request.mode)}
${hidden('redirect_uri', request.redirectUri)}
<label class="field">Display name <input name="name" maxlength="40" required value="${escapeHtml(randomFilipinoName())}" autocomplete="off"></label>
<fieldset>
<legend>Sign in as</legend>
<label><input type="radio" name="subject" value="" checked> A new identity with the name above</label>
${choices}
</fieldset>
<p id="idp-error" class="error" hidden>Something went wrong. Please try again.</p>
<div class="actions">
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
<button type="submit" name="action" value="continue">Continue</button>
</div>
</form>
</main>
</body>
</html>
`;
}

/** A small error page (bad parameters). */
export function renderErrorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox sign-in</title><link rel="stylesheet" href="/sandbox/idp/authorize.css"></head><body><main><h1>Sandbox sign-in</h1><p class="error">${escapeHtml(message)}</p></main></body></html>`;
}

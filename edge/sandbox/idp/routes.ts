// The stand-in identity provider under /sandbox/idp/*: SDK scripts, the sign-in page, and the
// token endpoints the SDKs call.
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxDb } from '../db-types';
import type { BrowserAssetName, BrowserAssets } from '../browser-assets';
import { DEFAULT_REDIRECT_PATHS, checkedRedirect } from './redirect-check';
import { renderAuthorizePage, renderErrorPage, type AuthorizeRequest } from './authorize-page';
import {
  IDP_PROVIDERS,
  IDP_TOKEN_TTL_S,
  createIdentity,
  findIdentity,
  issueIdpCode,
  issueIdpToken,
  listIdentities,
  redeemIdpCode,
  revokeIdpToken,
} from './idp-store';

const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const MAX_FORM_BYTES = 8 * 1024;

// Parsed, normalised and checked against the app's exact page paths; the output is the safe form.
const redirectUri = (allowedPaths: readonly string[]) =>
  v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const checked = checkedRedirect(dataset.value, allowedPaths);
      if (checked === null) {
        addIssue({ message: 'redirect_uri must be one of the app pages' });
        return NEVER;
      }
      return checked;
    }),
  );
const clientId = v.pipe(v.string(), v.maxLength(128), v.regex(/^[\w.-]*$/));

/** The authorize page's query and form, with redirect targets checked against `allowedPaths`. */
function authorizeSchemas(allowedPaths: readonly string[]) {
  const query = v.variant('mode', [
    v.object({ provider: v.picklist(IDP_PROVIDERS), client_id: clientId, mode: v.literal('popup'), redirect_uri: v.optional(v.literal(''), '') }),
    v.object({ provider: v.picklist(IDP_PROVIDERS), client_id: clientId, mode: v.literal('redirect'), redirect_uri: redirectUri(allowedPaths) }),
  ]);
  const form = v.intersect([
    query,
    v.object({
      action: v.picklist(['continue', 'cancel']),
      name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40)), ''),
      subject: v.optional(v.pipe(v.string(), v.maxLength(64)), ''),
    }),
  ]);
  return { query, form };
}

/** Reads a small urlencoded or JSON body as a flat record of strings. */
async function readForm(c: Context): Promise<Record<string, unknown> | null> {
  const text = await c.req.text();
  if (text.length > MAX_FORM_BYTES) return null;
  if ((c.req.header('content-type') ?? '').includes('application/json')) {
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** `path` with `params` added to its query. */
function withParams(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://sandbox.invalid');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.pathname + url.search + url.hash;
}

/** Adds the identity provider routes to `app`. */
export function mountIdpRoutes(
  app: Hono,
  deps: { db: SandboxDb; now: () => number; assets: BrowserAssets; /** Exact paths a code may be sent to (default: the app's pages). */ redirectPaths?: readonly string[] },
): void {
  const { db, now, assets } = deps;
  const { query: authorizeQuery, form: authorizeForm } = authorizeSchemas(deps.redirectPaths ?? DEFAULT_REDIRECT_PATHS);
  // A Location carrying a code (or the answer to one) must never be cached by the browser or a proxy.
  const redirect = (c: Context, location: string) =>
    c.body(null, 302, { location, 'cache-control': 'no-store', pragma: 'no-cache', 'referrer-policy': 'no-referrer' });
  const asset = (name: BrowserAssetName, type: string) => async (c: Context) =>
    c.body(await assets(name), 200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-cache' });

  app.get('/sandbox/idp/facebook/sdk.js', asset('facebook-sdk.js', 'text/javascript'));
  app.get('/sandbox/idp/google/sdk.js', asset('google-sdk.js', 'text/javascript'));
  app.get('/sandbox/idp/line/sdk.js', asset('line-sdk.js', 'text/javascript'));
  app.get('/sandbox/idp/authorize.js', asset('idp-authorize.js', 'text/javascript'));
  app.get('/sandbox/idp/authorize.css', asset('idp-authorize.css', 'text/css'));

  const html = (c: Context, body: string, status: 200 | 400 = 200) =>
    c.body(body, status, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': PAGE_CSP, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });

  app.get('/sandbox/idp/authorize', (c) => {
    const parsed = v.safeParse(authorizeQuery, c.req.query());
    if (!parsed.success) return html(c, renderErrorPage('This sign-in link is not valid.'), 400);
    const q = parsed.output;
    const request: AuthorizeRequest = { provider: q.provider, clientId: q.client_id, mode: q.mode, redirectUri: q.redirect_uri };
    return html(c, renderAuthorizePage(request, listIdentities(db, q.provider)));
  });

  app.post('/sandbox/idp/authorize', async (c) => {
    const form = await readForm(c);
    const parsed = v.safeParse(authorizeForm, form);
    if (!parsed.success) return c.json({ error: 'invalid_request' }, 400);
    const f = parsed.output;
    const at = now();
    if (f.action === 'cancel') {
      if (f.mode === 'redirect') return redirect(c, withParams(f.redirect_uri, { error: 'access_denied', liffClientId: f.client_id }));
      return c.json({ source: 'sandbox-idp', provider: f.provider, ok: false });
    }
    const identity = db.transaction(() => {
      if (f.subject) return findIdentity(db, f.provider, f.subject);
      return f.name ? createIdentity(db, f.provider, f.name, at) : undefined;
    })();
    if (!identity) return c.json({ error: 'invalid_request' }, 400);
    if (f.mode === 'redirect') {
      const code = issueIdpCode(db, identity, f.client_id, at);
      return redirect(c, withParams(f.redirect_uri, { code, liffClientId: f.client_id }));
    }
    const accessToken = issueIdpToken(db, identity, f.client_id, at);
    return c.json({ source: 'sandbox-idp', provider: f.provider, ok: true, accessToken, userID: identity.subject, expiresIn: IDP_TOKEN_TTL_S }, 200, {
      'cache-control': 'no-store',
    });
  });

  app.post('/sandbox/idp/token', async (c) => {
    const parsed = v.safeParse(v.object({ code: v.pipe(v.string(), v.minLength(1), v.maxLength(128)), client_id: clientId }), await readForm(c));
    if (!parsed.success) return c.json({ error: 'invalid_request' }, 400);
    const redeemed = redeemIdpCode(db, parsed.output.code, parsed.output.client_id, now());
    if (!redeemed) return c.json({ error: 'invalid_grant' }, 400);
    return c.json({ access_token: redeemed.accessToken, token_type: 'Bearer', expires_in: IDP_TOKEN_TTL_S }, 200, { 'cache-control': 'no-store' });
  });

  app.post('/sandbox/idp/revoke', async (c) => {
    const parsed = v.safeParse(v.object({ token: v.pipe(v.string(), v.maxLength(512)) }), await readForm(c));
    if (parsed.success) revokeIdpToken(db, parsed.output.token, now());
    return c.json({});
  });
}

// The stand-in identity provider's data: identities, access tokens (hashed, 1 h, revocable) and
// single-use authorization codes for the redirect flow.
import { randomInt } from 'node:crypto';
import type { SandboxDb } from '../db-types';
import { newToken, randomDigits, sha256 } from '../lib/secrets';

export const IDP_PROVIDERS = ['facebook', 'google', 'line'] as const;
export type IdpProvider = (typeof IDP_PROVIDERS)[number];

export const IDP_TOKEN_TTL_S = 3600;
// Codes live just long enough for the browser to come back and the page to redeem it.
export const IDP_CODE_TTL_MS = 60 * 1000;

export interface IdpIdentity {
  provider: IdpProvider;
  subject: string;
  name: string;
}

/** A new subject in the provider's own shape (numeric for Facebook and Google, U+hex for LINE). */
function newSubject(provider: IdpProvider): string {
  if (provider === 'facebook') return String(randomInt(1, 10)) + randomDigits(15);
  if (provider === 'google') return '1' + randomDigits(20);
  return 'U' + newToken().replace(/[^a-f0-9]/g, '').padEnd(32, '0').slice(0, 32);
}

/** The identity `subject` of `provider`, when it exists. */
export const findIdentity = (db: SandboxDb, provider: IdpProvider, subject: string): IdpIdentity | undefined =>
  db.prepare('SELECT provider, subject, name FROM idp_identities WHERE provider = ? AND subject = ?').get(provider, subject) as IdpIdentity | undefined;

/** Identities created before for `provider`, newest first. */
export const listIdentities = (db: SandboxDb, provider: IdpProvider): IdpIdentity[] =>
  db.prepare('SELECT provider, subject, name FROM idp_identities WHERE provider = ? ORDER BY created_at DESC, rowid DESC LIMIT 20').all(provider) as IdpIdentity[];

/** Creates an identity with a fresh subject. */
export function createIdentity(db: SandboxDb, provider: IdpProvider, name: string, now: number): IdpIdentity {
  const subject = newSubject(provider);
  db.prepare('INSERT INTO idp_identities (provider, subject, name, created_at) VALUES (?, ?, ?, ?)').run(provider, subject, name, now);
  return { provider, subject, name };
}

/** Issues an access token for an identity; returns it once. */
export function issueIdpToken(db: SandboxDb, identity: IdpIdentity, clientId: string, now: number): string {
  const token = `sbx-${identity.provider}.${newToken()}`;
  db.prepare('INSERT INTO idp_tokens (token_hash, provider, subject, client_id, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    sha256(token),
    identity.provider,
    identity.subject,
    clientId,
    now + IDP_TOKEN_TTL_S * 1000,
  );
  return token;
}

/** The identity behind a live token of `provider`, or null (unknown, other provider, expired, revoked). */
export function verifyIdpToken(db: SandboxDb, provider: IdpProvider, token: string, now: number): IdpIdentity | null {
  const row = db
    .prepare(
      `SELECT i.provider, i.subject, i.name FROM idp_tokens t JOIN idp_identities i ON i.provider = t.provider AND i.subject = t.subject
       WHERE t.token_hash = ? AND t.provider = ? AND t.revoked_at IS NULL AND t.expires_at > ?`,
    )
    .get(sha256(token), provider, now) as IdpIdentity | undefined;
  return row ?? null;
}

/** Revokes a token (unknown tokens are ignored, as real providers do). */
export function revokeIdpToken(db: SandboxDb, token: string, now: number): void {
  db.prepare('UPDATE idp_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(now, sha256(token));
}

/** Issues a single-use authorization code for the redirect flow. */
export function issueIdpCode(db: SandboxDb, identity: IdpIdentity, clientId: string, now: number): string {
  const code = newToken();
  db.prepare('INSERT INTO idp_codes (code_hash, provider, subject, client_id, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    sha256(code),
    identity.provider,
    identity.subject,
    clientId,
    now + IDP_CODE_TTL_MS,
  );
  return code;
}

/** Exchanges a code for an access token, once; null when unknown, used, expired or for another client. */
export function redeemIdpCode(db: SandboxDb, code: string, clientId: string, now: number): { accessToken: string; identity: IdpIdentity } | null {
  return db.transaction(() => {
    const row = db
      .prepare('SELECT provider, subject, client_id FROM idp_codes WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?')
      .get(sha256(code), now) as { provider: IdpProvider; subject: string; client_id: string } | undefined;
    if (!row || row.client_id !== clientId) return null;
    db.prepare('UPDATE idp_codes SET used_at = ? WHERE code_hash = ?').run(now, sha256(code));
    const identity = findIdentity(db, row.provider, row.subject);
    if (!identity) return null;
    return { accessToken: issueIdpToken(db, identity, clientId, now), identity };
  }).immediate();
}

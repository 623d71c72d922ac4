// GET /sandbox/avatars/:token: an uploaded avatar, public by its unguessable token (other players
// may see it, as on a leaderboard), as the cleaned raster bytes with their sniffed type: nosniff,
// a CSP that runs nothing, never HTML or SVG. A new upload gets a new token, so it caches forever.
import type { Hono } from 'hono';
import type { SandboxDb } from '../db-types';
import { findAvatar } from './avatar-store';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Adds GET /sandbox/avatars/:token to `app`. */
export function mountAvatarRoute(app: Hono, deps: { db: SandboxDb }): void {
  app.get('/sandbox/avatars/:token', (c) => {
    const token = c.req.param('token');
    const image = TOKEN.test(token) ? findAvatar(deps.db, token) : undefined;
    const extension = image ? EXTENSION[image.mime] : undefined;
    if (!image || !extension) return c.json({ code: 404, msg: 'Not found' }, 404);
    return c.body(new Uint8Array(image.bytes), 200, {
      'content-type': image.mime,
      'content-disposition': `inline; filename="avatar.${extension}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cross-origin-resource-policy': 'same-origin',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
}

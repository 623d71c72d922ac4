// Feedback photos by their unguessable token (what a CDN URL would be for a real operator). Sent
// with their sniffed type (stored cleaned: JPEG, PNG or WebP only), never as HTML, under a CSP
// that runs nothing even if opened as a page, and kept private to the player's browser cache.
import type { Hono } from 'hono';
import type { SandboxDb } from '../db-types';
import { findImage } from './feedback-store';

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Adds GET /sandbox/feedback/images/:token to `app`. */
export function mountFeedbackImageRoutes(app: Hono, deps: { db: SandboxDb }): void {
  app.get('/sandbox/feedback/images/:token', (c) => {
    const token = c.req.param('token');
    const image = TOKEN.test(token) ? findImage(deps.db, token) : undefined;
    if (!image) return c.json({ code: 404, msg: 'Not found' }, 404);
    return c.body(new Uint8Array(image.bytes), 200, {
      'content-type': image.mime,
      'cache-control': 'private, max-age=86400, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': `inline; filename="feedback-photo.${EXTENSION[image.mime] ?? 'bin'}"`,
    });
  });
}

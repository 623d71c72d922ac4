// GET /sandbox/kyc/uploads/:id: a KYC image back to its owner only (the bearer token's player),
// as the cleaned raster bytes with their sniffed type, never inline HTML or SVG: an attachment
// disposition, nosniff, a CSP that runs nothing, and no caching by shared caches. The app hands in
// how an authorization header becomes a session (auth's), so KYC depends on no other domain.
import type { Hono } from 'hono';
import type { SandboxDb } from '../db-types';
import type { Session } from '../handler';
import { readUpload } from './kyc-uploads';

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/bmp': 'bmp' };

export function mountKycImageRoute(app: Hono, deps: { db: SandboxDb; sessionOf: (authorization: string | undefined) => Session | null }): void {
  app.get('/sandbox/kyc/uploads/:id', (c) => {
    const session = deps.sessionOf(c.req.header('authorization'));
    if (!session) return c.json({ code: 401, msg: 'Please log in again' }, 401);
    const id = Number(c.req.param('id'));
    const upload = Number.isSafeInteger(id) && id > 0 ? readUpload(deps.db, session.userId, id) : null;
    // Someone else's image answers exactly like a missing one.
    const extension = upload ? EXTENSION[upload.mime] : undefined;
    if (!upload || !extension) return c.json({ code: 404, msg: 'Not found' }, 404);
    return c.body(new Uint8Array(upload.bytes), 200, {
      'content-type': upload.mime,
      'content-disposition': `attachment; filename="kyc-${id}.${extension}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
  });
}

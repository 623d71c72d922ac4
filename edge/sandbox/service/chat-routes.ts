// The stand-in chat widget: its loader script (/sandbox/chat/widget.js, loaded by the app on its
// own origin through the edge) and the chat page framed by it (/sandbox/chat/). The page allows
// framing by our origin only and runs no inline code.
import type { Context, Hono } from 'hono';
import type { BrowserAssetName, BrowserAssets } from '../browser-assets';
import { CHAT_PAGE_HTML } from './chat-page';

const PAGE_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/** Adds the chat widget routes to `app`. */
export function mountChatRoutes(app: Hono, deps: { assets: BrowserAssets }): void {
  const asset = (name: BrowserAssetName, type: string) => async (c: Context) =>
    c.body(await deps.assets(name), 200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });
  app.get('/sandbox/chat/widget.js', asset('chat-widget.js', 'text/javascript'));
  app.get('/sandbox/chat/chat.js', asset('chat-frame.js', 'text/javascript'));
  app.get('/sandbox/chat/chat.css', asset('chat-frame.css', 'text/css'));
  app.get('/sandbox/chat/', (c) =>
    c.body(CHAT_PAGE_HTML, 200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': PAGE_CSP,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    }),
  );
}

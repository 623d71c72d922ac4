// The sandbox's stand-in payment provider. GET /sandbox/pay/:orderNo?t= shows its checkout; the
// form posts back, and the provider notifies the operator server-to-server with an HMAC-signed
// notification (POST /sandbox/provider/notify), then returns the player to the app's result page.
// A notification applies once however often it is delivered; a late payment is refunded, not credited.
import { createHmac } from 'node:crypto';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { ORDER_NO_PATTERN } from '../../../contract/wallet-order';
import type { ConfigStore } from '../config/service';
import type { SandboxDb } from '../db-types';
import { newToken, safeEqual } from '../lib/secrets';
import { applyNotification, findOrder } from './deposit-orders';
import { checkoutPage, notFoundPage, PAY_PAGE_CSP } from './pay-page';

/** Where the provider sends the player back: the app's deposit result route. */
export const resultPath = (orderNo: string) => `/wallets/deposit/result?orderNo=${orderNo}`;

const notification = v.object({
  notificationId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  orderNo: v.pipe(v.string(), v.regex(ORDER_NO_PATTERN)),
  outcome: v.picklist(['paid', 'cancelled']),
  signature: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});
export type ProviderNotification = v.InferOutput<typeof notification>;

const signed = (secret: string, n: Omit<ProviderNotification, 'signature'>) =>
  createHmac('sha256', secret).update(`${n.notificationId}.${n.orderNo}.${n.outcome}`).digest('hex');

/** A notification as the provider signs it. */
export function signNotification(secret: string, n: Omit<ProviderNotification, 'signature'>): ProviderNotification {
  return { ...n, signature: signed(secret, n) };
}

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': PAY_PAGE_CSP,
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};
const MAX_BODY = 2048;

/** Adds the provider's pages and notification endpoint to `app`. `secret` signs notifications. */
export function mountProviderRoutes(app: Hono, deps: { db: SandboxDb; now: () => number; secret: string; config: ConfigStore }): void {
  const { db, now, secret, config } = deps;

  /** Verifies and applies one notification; false when its signature is wrong. */
  const apply = (n: ProviderNotification): boolean => {
    if (!safeEqual(signed(secret, n), n.signature)) return false;
    // A payment the order refuses (closed by a break, expired) is recorded as refunded, never credited.
    applyNotification(db, config.get(), n, now());
    return true;
  };

  const orderFor = (c: Context, token: string | undefined) => {
    const orderNo = c.req.param('orderNo') ?? '';
    if (!ORDER_NO_PATTERN.test(orderNo) || !token) return undefined;
    const order = findOrder(db, orderNo, now());
    return order && safeEqual(order.payToken, token) ? order : undefined;
  };

  app.get('/sandbox/pay/:orderNo', (c) => {
    const order = orderFor(c, c.req.query('t'));
    if (!order) return c.body(notFoundPage(), 404, PAGE_HEADERS);
    return c.body(checkoutPage(order, resultPath(order.orderNo)), 200, PAGE_HEADERS);
  });

  app.post('/sandbox/pay/:orderNo', async (c) => {
    const text = await c.req.text();
    if (text.length > MAX_BODY) return c.body(notFoundPage(), 413, PAGE_HEADERS);
    const form = new URLSearchParams(text);
    const order = orderFor(c, form.get('t') ?? undefined);
    const action = form.get('action');
    if (!order || (action !== 'pay' && action !== 'cancel')) return c.body(notFoundPage(), 404, PAGE_HEADERS);
    if (order.status === 'created') {
      apply(signNotification(secret, { notificationId: newToken().slice(0, 32), orderNo: order.orderNo, outcome: action === 'pay' ? 'paid' : 'cancelled' }));
    }
    return c.redirect(resultPath(order.orderNo), 303);
  });

  app.post('/sandbox/provider/notify', async (c) => {
    const text = await c.req.text();
    let parsed: v.SafeParseResult<typeof notification> | undefined;
    try {
      parsed = text.length <= MAX_BODY ? v.safeParse(notification, JSON.parse(text)) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) return c.json({ code: 400, msg: 'Invalid notification' }, 400);
    if (!apply(parsed.output)) return c.json({ code: 401, msg: 'Bad signature' }, 401);
    return c.json({ code: 200 });
  });
}

// The simulated provider's checkout page: plain HTML with two forms, no script. Every value that
// comes from the database is escaped; the one style block is allowed by its hash, and the brand
// colour comes from a class in it (a style= attribute would be blocked by that same policy).
import { createHash } from 'node:crypto';
import { DEFAULT_APP_WEB_NAME } from '../../../contract/app-web-name';
import type { PayProvider } from '../../../contract/wallet';
import type { StoredOrder } from './deposit-orders';
import { peso } from '../lib/money-text';
import { qrPhPayload, qrSvg } from './qrph';

const BRANDS: Record<PayProvider, { name: string; colour: string }> = {
  gcash: { name: 'GCash', colour: '#0b5cd7' },
  maya: { name: 'Maya', colour: '#0a7d4f' },
  qrph: { name: 'QR Ph', colour: '#3a3f9e' },
  instapay: { name: 'InstaPay bank transfer', colour: '#8a1c2b' },
};
const NEUTRAL = '#4a5160';

/** The brand colours as classes: `brand-<provider>` on the body colours the header and Pay. */
const BRAND_STYLE = Object.entries({ ...BRANDS, none: { colour: NEUTRAL } })
  .map(([provider, { colour }]) => `.brand-${provider} header,.brand-${provider} .pay{background:${colour}}`)
  .join('');

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f2f4f7;color:#14171f}
main{max-width:420px;margin:0 auto;padding:24px 16px}
header{color:#fff;border-radius:12px;padding:16px;margin-bottom:16px}
h1{font-size:20px;margin:0}p{margin:8px 0}.amount{font-size:32px;font-weight:700;margin:16px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;font-size:14px}dt{color:#4a5160}dd{margin:0;word-break:break-all}
button{display:block;width:100%;min-height:48px;margin:12px 0;border:0;border-radius:24px;font:600 16px system-ui,sans-serif}
.pay{color:#fff}.cancel{background:#e3e6ec;color:#14171f}.note{font-size:13px;color:#4a5160}
.qr{margin:16px 0;text-align:center}.qr svg{display:block;margin:0 auto;max-width:100%;height:auto;border-radius:8px}.qr figcaption{font-size:14px;color:#4a5160}${BRAND_STYLE}`;

export const PAY_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const page = (title: string, brand: PayProvider | 'none', body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body class="brand-${brand}"><main><header><h1>${escapeHtml(title)}</h1><p>Sandbox payment provider</p></header>${body}</main></body></html>`;

/** "26 Nov 2026, 7:30 PM" in Manila time, the players' clock. */
const manilaTime = (ms: number): string => new Date(ms).toLocaleString('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' });

/** QR Ph's checkout shows the order's code to scan (drawn here, server-side). */
const qrFigure = (order: StoredOrder): string =>
  `<figure class="qr">${qrSvg(qrPhPayload(order.amount, order.orderNo), 240, escapeHtml(`QR Ph code to pay ${peso(order.amount)}`))}<figcaption>Scan with your bank or e-wallet app, or pay below.</figcaption></figure>`;

/** The checkout of a created order: pay or cancel (or leave it to expire); QR Ph's with its code. */
export function checkoutPage(order: StoredOrder, backPath: string): string {
  const brand = BRANDS[order.provider];
  const form = (action: 'pay' | 'cancel', label: string, cls: string) =>
    `<form method="post"><input type="hidden" name="t" value="${escapeHtml(order.payToken)}"><input type="hidden" name="action" value="${action}"><button class="${cls}" type="submit">${label}</button></form>`;
  if (order.status !== 'created') {
    return page(brand.name, order.provider, `<p>This order is ${escapeHtml(order.status)}.</p><p><a href="${escapeHtml(backPath)}">Back to the casino</a></p>`);
  }
  return page(
    brand.name,
    order.provider,
    `<p class="amount">${escapeHtml(peso(order.amount))}</p>${order.provider === 'qrph' ? qrFigure(order) : ''}
<dl><dt>Merchant</dt><dd>${escapeHtml(DEFAULT_APP_WEB_NAME)}</dd><dt>Order</dt><dd>${escapeHtml(order.orderNo)}</dd><dt>Expires</dt><dd>${escapeHtml(manilaTime(order.expireTime))} (Manila time)</dd></dl>
${form('pay', `Pay ${escapeHtml(peso(order.amount))}`, 'pay')}${form('cancel', 'Cancel payment', 'cancel')}
<p class="note">Nothing is charged: this is the sandbox's stand-in for ${escapeHtml(brand.name)}. Leave the page and the order expires.</p>`,
  );
}

/** A page for a missing order or a wrong link. */
export const notFoundPage = (): string => page('Payment not found', 'none', '<p>This payment link is not valid.</p>');

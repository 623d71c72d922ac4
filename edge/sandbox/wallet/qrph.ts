// The stand-in QR Ph code of an order: an EMVCo merchant-presented payload in QR Ph's P2M shape
// (dynamic, PHP, the amount, the order number as its reference, CRC-16 over it all), drawn
// server-side as an SVG a phone can scan. The acquirer and merchant ids are the sandbox's own: a
// bank app reads the code but would not pay it; the checkout's Pay button stands in for that.
import { encode } from 'uqr';
import { DEFAULT_APP_WEB_NAME } from '../../../contract/app-web-name';

/** One EMV tag-length-value field (lengths are two digits, values ASCII). */
const field = (tag: string, value: string): string => `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE (poly 0x1021, start 0xFFFF), as EMVCo QR codes use, in 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The QR Ph payload of a payment of `amount` hundredths for order `orderNo`. */
export function qrPhPayload(amount: number, orderNo: string): string {
  const merchant = field('00', 'ph.ppmi.p2m') + field('01', 'SBOXPHM1XXX') + field('03', 'SANDBOX000001');
  const body =
    field('00', '01') +
    field('01', '12') + // dynamic: this code is for one payment
    field('28', merchant) +
    field('52', '7995') + // merchant category: betting and casino gaming
    field('53', '608') + // Philippine peso
    field('54', (amount / 100).toFixed(2)) +
    field('58', 'PH') +
    field('59', DEFAULT_APP_WEB_NAME.slice(0, 25)) +
    field('60', 'Manila') +
    field('62', field('05', orderNo));
  return `${body}6304${crc16(`${body}6304`)}`;
}

/** `text` as an inline SVG QR code (black on white, 4 modules of quiet zone), `px` wide. */
export function qrSvg(text: string, px: number, label: string): string {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => row.forEach((dark, x) => void (dark && (path += `M${x} ${y}h1v1h-1z`))));
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${label}" viewBox="0 0 ${size} ${size}" width="${px}" height="${px}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}

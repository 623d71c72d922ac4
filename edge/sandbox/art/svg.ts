// Generated artwork: small self-contained SVGs (no scripts, no external references), each
// different: colours and pattern come from a hash of the id and name, the text from the name.
import type { AppGame } from '../../../client/api/contract/games';

/** FNV-1a, 32 bit. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] as string);

/** Splits `text` into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) lines.splice(maxLines - 1, lines.length, lines.slice(maxLines - 1).join(' '));
  return lines;
}

/** `hsl(h, s%, l%)` as #rrggbb (understood by every SVG renderer). */
export function hslHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const initials = (name: string): string =>
  name
    .split(/[\s-]+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');

/** A tiled background pattern (one <pattern> element, so the file stays small); `h` picks the kind and spacing. */
function pattern(h: number, width: number, height: number): string {
  const step = 30 + (h % 5) * 8;
  const half = step / 2;
  const shapes = [
    `<circle cx="${half}" cy="${half}" r="${4 + (h % 4)}" fill="#fff"/>`,
    `<path d="M0 ${step}L${step} 0M-${half} ${half}L${half} -${half}M${half} ${step + half}L${step + half} ${half}" stroke="#fff" stroke-width="6"/>`,
    `<path d="M${half} ${half - 10}l10 10-10 10-10-10z" fill="#fff"/>`,
    `<path d="M0 ${half}h${step}M${half} 0v${step}" stroke="#fff" stroke-width="3"/>`,
  ];
  const shape = shapes[(h >>> 4) % shapes.length];
  return `<defs><pattern id="p" width="${step}" height="${step}" patternUnits="userSpaceOnUse">${shape}</pattern></defs><rect width="${width}" height="${height}" rx="24" fill="url(#p)" opacity="0.18"/>`;
}

const TYPE_LABELS: Record<number, string> = { 1: 'SLOTS', 2: 'LIVE', 3: 'FISHING', 4: 'TABLE' };

/** Tile art of a game: 300x400. */
export function gameSvg(game: AppGame): string {
  const h = hash32(`${game.id}:${game.name}`);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 100)) % 360;
  const lines = wrap(game.name, 14, 2);
  const text = lines
    .map((line, i) => `<text x="150" y="${318 + i * 34 - (lines.length - 1) * 17}" font-size="28">${escapeXml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${hslHex(hue, 70, 48)}"/><stop offset="1" stop-color="${hslHex(hue2, 65, 18)}"/></linearGradient></defs>` +
    `<rect width="300" height="400" rx="24" fill="url(#g)"/>${pattern(h, 300, 400)}` +
    `<circle cx="150" cy="160" r="84" fill="${hslHex(hue2, 80, 62)}" stroke="#fff" stroke-width="6" opacity="0.95"/>` +
    `<g font-family="Arial, Helvetica, sans-serif" font-weight="700" text-anchor="middle" fill="#fff">` +
    `<text x="150" y="186" font-size="76">${escapeXml(initials(game.name))}</text>${text}` +
    `<text x="150" y="58" font-size="18" letter-spacing="4" opacity="0.8">${TYPE_LABELS[game.gameTypeId] ?? 'GAME'}</text></g></svg>`
  );
}

/** Banner art of an activity: 750x300. */
export function bannerSvg(activity: { id: number; title: string }): string {
  const h = hash32(`banner:${activity.id}:${activity.title}`);
  const hue = h % 360;
  const hue2 = (hue + 60 + ((h >>> 9) % 90)) % 360;
  const lines = wrap(activity.title, 22, 2);
  const text = lines.map((line, i) => `<text x="56" y="${150 + i * 56 - (lines.length - 1) * 28}" font-size="48">${escapeXml(line)}</text>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" width="750" height="300">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hslHex(hue, 75, 45)}"/><stop offset="1" stop-color="${hslHex(hue2, 70, 22)}"/></linearGradient></defs>` +
    `<rect width="750" height="300" rx="28" fill="url(#b)"/>${pattern(h, 750, 300)}` +
    `<circle cx="640" cy="150" r="${90 + (h % 30)}" fill="${hslHex(hue2, 85, 62)}" opacity="0.9"/>` +
    `<g font-family="Arial, Helvetica, sans-serif" font-weight="700" fill="#fff">${text}` +
    `<text x="56" y="${230 + (lines.length - 1) * 14}" font-size="24" opacity="0.85">TAP TO JOIN</text></g></svg>`
  );
}

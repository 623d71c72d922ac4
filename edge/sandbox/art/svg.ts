// Shared pieces of the generated artwork: a stable hash (the art is deterministic), colours, XML
// escaping and word wrapping. The art itself: game-art.ts and banner-art.ts.

/** FNV-1a, 32 bit. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

// Characters XML 1.0 forbids (a control character or a lone surrogate would make the whole file
// unreadable, so an operator's odd game name could blank its tile).
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text safe inside an SVG element or attribute: markup characters escaped, forbidden characters dropped. */
export const escapeXml = (text: string): string =>
  text
    .replace(XML_FORBIDDEN, '')
    .replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] as string);

/** Splits `text` into at most `maxLines` lines of about `width` characters (the last line cut with "…"). */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) lines.splice(maxLines - 1, lines.length, lines.slice(maxLines - 1).join(' '));
  return lines.map((line) => (line.length > width + 2 ? `${Array.from(line).slice(0, width).join('')}…` : line));
}

/** `hsl(h, s%, l%)` as #rrggbb (understood by every SVG renderer). */
export function hslHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + (((hue % 360) + 360) % 360) / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** The display face: a heavy system font (no web font can load inside an <img>). */
export const DISPLAY_FONT = `font-family="'Arial Black',Impact,'Roboto Condensed',sans-serif" font-weight="900"`;

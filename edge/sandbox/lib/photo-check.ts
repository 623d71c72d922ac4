// One gate for every uploaded photo (KYC, feedback): JPEG, PNG or WebP by their magic bytes only;
// pixel dimensions read from the header and capped before anything else looks at the picture
// (a 3.6-gigapixel PNG is a few kB on the wire and gigabytes once decoded by whoever shows it);
// then rebuilt without metadata or trailing data (image-clean.ts), and refused when markup
// survives (a polyglot). GIF, BMP and TIFF are refused: the app's own client sends JPEG.
import { cleanImage, type CleanImage } from './image-clean';
import { sniffImageType } from './image-type';

/** Longest side and most pixels of a stored photo; a phone photo is downscaled to 1600 px. */
export const MAX_PHOTO_SIDE = 4096;
export const MAX_PHOTO_PIXELS = 16_000_000;

export type PhotoMime = 'image/jpeg' | 'image/png' | 'image/webp';
const ACCEPTED: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

export type PhotoCheck = { ok: true; mime: PhotoMime; image: CleanImage } | { ok: false; reason: 'type' | 'dimensions' | 'unclean'; width?: number; height?: number };

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);
const u24le = (b: Uint8Array, i: number) => (b[i] ?? 0) + ((b[i + 1] ?? 0) << 8) + ((b[i + 2] ?? 0) << 16);
const fourcc = (b: Uint8Array, i: number) => String.fromCharCode(b[i] ?? 0, b[i + 1] ?? 0, b[i + 2] ?? 0, b[i + 3] ?? 0);

/** Width and height as the file's header states them, without decoding; undefined when unreadable. */
export function headerDimensions(b: Uint8Array, mime: PhotoMime): { width: number; height: number } | undefined {
  if (mime === 'image/png') return fourcc(b, 12) === 'IHDR' ? { width: u32be(b, 16), height: u32be(b, 20) } : undefined;
  if (mime === 'image/webp') {
    const chunk = fourcc(b, 12);
    if (chunk === 'VP8X') return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
    if (chunk === 'VP8 ') return { width: (b[26]! | (b[27]! << 8)) & 0x3fff, height: (b[28]! | (b[29]! << 8)) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = (b[21] ?? 0) + ((b[22] ?? 0) << 8) + ((b[23] ?? 0) << 16) + (((b[24] ?? 0) << 24) >>> 0);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    return undefined;
  }
  // JPEG: walk the segments to the first start-of-frame marker.
  let i = 2;
  while (i + 9 < b.length && b[i] === 0xff) {
    const marker = b[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { width: u16be(b, i + 7), height: u16be(b, i + 5) };
    if (marker === 0xd9 || marker === 0xda) return undefined;
    i += 2 + u16be(b, i + 2);
  }
  return undefined;
}

/** The photo checked and cleaned, or why it is refused. */
export function checkPhoto(bytes: Uint8Array): PhotoCheck {
  const sniffed = sniffImageType(bytes);
  if (!sniffed || !ACCEPTED.includes(sniffed)) return { ok: false, reason: 'type' };
  const mime = sniffed as PhotoMime;
  const size = headerDimensions(bytes, mime);
  if (!size) return { ok: false, reason: 'unclean' };
  if (Math.max(size.width, size.height) > MAX_PHOTO_SIDE || size.width * size.height > MAX_PHOTO_PIXELS) return { ok: false, reason: 'dimensions', ...size };
  const image = cleanImage(bytes, mime);
  if (!image || image.width !== size.width || image.height !== size.height) return { ok: false, reason: 'unclean' };
  return { ok: true, mime, image };
}

// Rebuilds an uploaded photo from the parts a picture needs and nothing else: JPEG APPn/COM
// segments (EXIF with GPS, XMP, comments), PNG text/eXIf/time and unknown ancillary chunks, WebP
// EXIF/XMP/ICC chunks and anything after the image's end are dropped. A file that does not parse
// as its sniffed type, or still carries markup after cleaning (a polyglot), cannot be cleaned.
// GIF and TIFF are refused: TIFF is a metadata container by design and GIF comments and
// extensions are not worth a parser here (phones do not take ID photos in either).

export interface CleanImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
const u32le = (b: Uint8Array, i: number) => b[i]! + (b[i + 1]! << 8) + (b[i + 2]! << 16) + ((b[i + 3]! << 24) >>> 0);
const fourcc = (b: Uint8Array, i: number) => String.fromCharCode(b[i]!, b[i + 1]!, b[i + 2]!, b[i + 3]!);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function cleanJpeg(b: Uint8Array): CleanImage | null {
  const parts: Uint8Array[] = [b.subarray(0, 2)];
  let i = 2;
  let width = 0;
  let height = 0;
  let scanned = false;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker === 0xd9) {
      parts.push(b.subarray(i, i + 2));
      return scanned && width > 0 && height > 0 ? { bytes: concat(parts), width, height } : null;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(b.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (i + 4 > b.length) return null;
    const end = i + 2 + u16be(b, i + 2);
    if (end > b.length || end < i + 4) return null;
    const segment = b.subarray(i, end);
    const isAdobe = marker === 0xee && fourcc(b, i + 4) + String.fromCharCode(b[i + 8] ?? 0) === 'Adobe';
    // APP0..APP15 and COM carry metadata (EXIF, GPS, XMP, thumbnails, comments); Adobe's APP14 says how to read the colours.
    const metadata = (marker >= 0xe0 && marker <= 0xef && !isAdobe) || marker === 0xfe;
    if (!metadata) parts.push(segment);
    if (SOF.has(marker)) {
      if (segment.length < 9) return null;
      height = u16be(b, i + 5);
      width = u16be(b, i + 7);
    }
    i = end;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart.
      let j = i;
      while (j + 1 < b.length && !(b[j] === 0xff && b[j + 1] !== 0 && !(b[j + 1]! >= 0xd0 && b[j + 1]! <= 0xd7))) j++;
      if (j + 1 >= b.length) return null;
      parts.push(b.subarray(i, j));
      scanned = true;
      i = j;
    }
  }
  return null;
}

/** PNG chunks a picture needs (critical ones, transparency and colour); everything else goes. */
const PNG_KEEP = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'sBIT', 'pHYs', 'bKGD']);

function cleanPng(b: Uint8Array): CleanImage | null {
  const parts: Uint8Array[] = [b.subarray(0, 8)];
  let i = 8;
  let width = 0;
  let height = 0;
  let data = false;
  while (i + 12 <= b.length) {
    const length = u32be(b, i);
    const type = fourcc(b, i + 4);
    const end = i + 12 + length;
    if (end > b.length || !/^[A-Za-z]{4}$/.test(type)) return null;
    if (i === 8) {
      if (type !== 'IHDR' || length !== 13) return null;
      width = u32be(b, i + 8);
      height = u32be(b, i + 12);
    }
    const critical = type[0] === type[0]!.toUpperCase();
    if (critical && !PNG_KEEP.has(type)) return null;
    if (PNG_KEEP.has(type)) parts.push(b.subarray(i, end));
    if (type === 'IDAT') data = true;
    if (type === 'IEND') return data && width > 0 && height > 0 ? { bytes: concat(parts), width, height } : null;
    i = end;
  }
  return null;
}

const WEBP_KEEP = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF']);

function cleanWebp(b: Uint8Array): CleanImage | null {
  const riffEnd = 8 + u32le(b, 4);
  if (riffEnd > b.length || riffEnd < 20) return null;
  const parts: Uint8Array[] = [];
  let i = 12;
  let width = 0;
  let height = 0;
  while (i + 8 <= riffEnd) {
    const type = fourcc(b, i);
    const size = u32le(b, i + 4);
    const end = i + 8 + size + (size % 2);
    if (end > riffEnd) return null;
    const d = i + 8;
    if (WEBP_KEEP.has(type)) {
      const chunk = b.slice(i, end);
      if (type === 'VP8X') {
        if (size < 10) return null;
        chunk[8] = chunk[8]! & ~0x2c; // ICC (0x20), EXIF (0x08) and XMP (0x04) flags: those chunks are gone
        width = 1 + b[d + 4]! + (b[d + 5]! << 8) + (b[d + 6]! << 16);
        height = 1 + b[d + 7]! + (b[d + 8]! << 8) + (b[d + 9]! << 16);
      } else if (type === 'VP8 ' && !width) {
        if (size < 10) return null;
        width = u16le(b, d + 6) & 0x3fff;
        height = u16le(b, d + 8) & 0x3fff;
      } else if (type === 'VP8L' && !width) {
        if (size < 5 || b[d] !== 0x2f) return null;
        const bits = u32le(b, d + 1);
        width = (bits & 0x3fff) + 1;
        height = ((bits >>> 14) & 0x3fff) + 1;
      }
      parts.push(chunk);
    }
    i = end;
  }
  if (!width || !height || parts.length === 0) return null;
  const body = concat(parts);
  const header = new Uint8Array(12);
  header.set(b.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, body.byteLength + 4, true);
  return { bytes: concat([header, body]), width, height };
}

const u16le = (b: Uint8Array, i: number) => b[i]! + (b[i + 1]! << 8);

function cleanBmp(b: Uint8Array): CleanImage | null {
  // BMP holds no metadata; only what follows the declared file size is dropped.
  if (b.length < 26) return null;
  const size = u32le(b, 2);
  if (size < 26 || size > b.length) return null;
  const width = u32le(b, 18) | 0;
  const height = Math.abs(u32le(b, 22) | 0);
  return width > 0 && height > 0 ? { bytes: b.slice(0, size), width, height } : null;
}

/** Markup a browser or a server could run if the file were ever served as something else. */
const MARKUP = /<\s*(script|html|iframe|object|embed|\?php|!doctype)\b|<svg[\s>]/i;

/** The cleaned image of sniffed type `mime`, or null when it cannot be parsed or cleaned. */
export function cleanImage(bytes: Uint8Array, mime: string): CleanImage | null {
  const cleaned =
    mime === 'image/jpeg' ? cleanJpeg(bytes) : mime === 'image/png' ? cleanPng(bytes) : mime === 'image/webp' ? cleanWebp(bytes) : mime === 'image/bmp' ? cleanBmp(bytes) : null;
  if (!cleaned) return null;
  if (MARKUP.test(Buffer.from(cleaned.bytes.buffer, cleaned.bytes.byteOffset, cleaned.bytes.byteLength).toString('latin1'))) return null;
  return cleaned;
}

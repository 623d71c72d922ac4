// Small real images for the KYC tests, built in memory: a PNG with chosen chunks, a JPEG's
// segment structure with an EXIF/GPS block, and hostile look-alikes.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.byteLength, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A solid-colour RGB PNG of `width`×`height`, with extra chunks before the image data and bytes after IEND. */
/** `noise`: random pixels, so the file stays about width×height×3 bytes (solid colour compresses to almost nothing). */
export function png(width: number, height: number, options: { extra?: [string, string][]; trailer?: string; noise?: boolean } = {}): Uint8Array<ArrayBuffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = () => Buffer.concat([Buffer.from([0]), options.noise ? randomBytes(width * 3) : Buffer.alloc(width * 3, 0x7f)]);
  const raw = Buffer.concat(Array.from({ length: height }, row));
  return new Uint8Array(Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(options.extra ?? []).map(([type, text]) => chunk(type, Buffer.from(text, 'latin1'))),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
    Buffer.from(options.trailer ?? '', 'latin1'),
  ]));
}

function segment(marker: number, data: Uint8Array): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.byteLength + 2, 2);
  return Buffer.concat([head, data]);
}

/** A JPEG's segment structure (SOI, APP1 EXIF with GPS text, COM, SOF0, SOS, scan bytes, EOI) for parser tests. */
export function jpeg(width: number, height: number, options: { comment?: string; trailer?: string } = {}): Uint8Array<ArrayBuffer> {
  const sof = Buffer.from([8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 1);
  sof.writeUInt16BE(width, 3);
  return new Uint8Array(Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe1, Buffer.from('Exif\0\0GPSLatitude 14.5995 GPSLongitude 120.9842', 'latin1')),
    segment(0xfe, Buffer.from(options.comment ?? 'shot on a phone', 'latin1')),
    segment(0xc0, sof),
    segment(0xda, Buffer.from([3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78]),
    Buffer.from([0xff, 0xd9]),
    Buffer.from(options.trailer ?? '', 'latin1'),
  ]));
}

// Compresses the operator's JSON answers (and the sandbox's pictures and pages, compressText) on the
// way to the player: an answer of 1 KiB or more that the upstream sent uncompressed goes out as
// brotli (when the host gives a brotli stream, the Node entry does at a fast level) or gzip (the
// web-standard CompressionStream), as the client accepts. A preLogin answer with the whole
// catalogue shrinks from ~57 kB to a few kB on a slow network; a game's SVG art from 1.7 to 0.7 kB.
import { acceptedEncodings } from './accept-encoding';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const MIN_COMPRESS_BYTES = 1024;

/** A host's brotli compressor; without one, only gzip is offered. */
export type BrotliStream = () => TransformStream<Uint8Array, Uint8Array>;

const JSON_TYPE = /^application\/json\s*(;|$)/i;
/** Text worth compressing that a CDN would compress: JSON, SVG, HTML, CSS and scripts. */
const TEXT_TYPE = /^(application\/json|image\/svg\+xml|text\/(html|css|javascript)|application\/javascript)\s*(;|$)/i;

/** The JSON answer compressed for a client that sent `acceptEncoding`, or as it was when it should not be. */
export function compressJson(response: Response, acceptEncoding: string | undefined, brotli?: BrotliStream): Response {
  return compressMatching(JSON_TYPE, response, acceptEncoding, brotli);
}

/** As compressJson, for any text answer (the sandbox's pictures, pages and scripts passed through). */
export function compressText(response: Response, acceptEncoding: string | undefined, brotli?: BrotliStream): Response {
  return compressMatching(TEXT_TYPE, response, acceptEncoding, brotli);
}

function compressMatching(types: RegExp, response: Response, acceptEncoding: string | undefined, brotli?: BrotliStream): Response {
  const headers = new Headers(response.headers);
  const type = headers.get('content-type');
  if (!response.body || headers.has('content-encoding') || type === null || !types.test(type)) return response;
  const vary = headers.get('vary');
  if (!vary?.toLowerCase().includes('accept-encoding')) headers.set('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  const length = Number(headers.get('content-length') ?? Number.NaN);
  const encoding = acceptedEncodings(acceptEncoding).find((name) => name === 'gzip' || brotli !== undefined);
  if ((Number.isFinite(length) && length < MIN_COMPRESS_BYTES) || !encoding) {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const stream = encoding === 'br' ? brotli!() : (new CompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>);
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  return new Response(response.body.pipeThrough(stream), { status: response.status, statusText: response.statusText, headers });
}

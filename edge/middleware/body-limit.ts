// Reads a request body with a hard size cap: refused early by content-length, and counted while
// streaming because content-length can be absent (chunked) or lie.
import { jsonException } from './errors';

/** The whole body, or a 413 JSON HTTPException once it passes `maxBytes`. */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => jsonException(413, `The body is larger than ${maxBytes} bytes`);
  const declared = request.headers.get('content-length');
  if (declared !== null && (!/^\d+$/.test(declared.trim()) || Number(declared) > maxBytes)) {
    throw /^\d+$/.test(declared.trim()) ? tooLarge() : jsonException(400, 'Invalid content-length');
  }
  if (declared !== null) {
    // The HTTP layer holds a body to its declared length, so it can be read in one go (the Node
    // server's fast path, no web stream); the check after is for hosts that do not.
    const body = new Uint8Array(await request.arrayBuffer());
    if (body.byteLength > maxBytes) throw tooLarge();
    return body;
  }
  if (!request.body) return new Uint8Array(0);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Default deepest nesting of a JSON body; no call needs more than a handful of levels. */
const MAX_JSON_DEPTH = 32;

/**
 * True when no array or object in the JSON text `body` nests deeper than `maxDepth`. A scan of the
 * bytes, strings skipped, run before JSON.parse: a parser (and whatever walks the result after
 * it) recursing through 20,000 levels ends in a stack overflow, a 500 instead of a 400.
 */
export function jsonDepthWithin(body: Uint8Array, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === 0x5c) i++; // backslash: the next byte is escaped
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) {
      inString = true;
    } else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > maxDepth) return false;
    } else if (byte === 0x5d || byte === 0x7d) {
      depth--;
    }
  }
  return true;
}

/** Parses a body as a JSON object, or throws a 400 JSON HTTPException (bad JSON, too deep, not an object). */
export function parseJsonObject(body: Uint8Array, maxDepth = MAX_JSON_DEPTH): Record<string, unknown> {
  if (!jsonDepthWithin(body, maxDepth)) throw jsonException(400, `The body nests deeper than ${maxDepth} levels`);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw jsonException(400, 'The body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw jsonException(400, 'The body must be a JSON object');
  return value as Record<string, unknown>;
}

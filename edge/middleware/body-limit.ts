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

/** Parses a body as a JSON object, or throws a 400 JSON HTTPException. */
export function parseJsonObject(body: Uint8Array): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw jsonException(400, 'The body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw jsonException(400, 'The body must be a JSON object');
  return value as Record<string, unknown>;
}

// A multipart call body rewritten for the operator on its bytes: the client's parts pass as they
// came (a file is never parsed, decoded or copied part by part), the client fields are checked,
// any part named like an operator or client field is dropped, and the edge's own field parts are
// appended. Parsing the form (undici's FormData) and encoding it again took four copies of each
// body and about 0.3 s of the event loop per 6 MiB upload, which an upload flood turned into
// seconds of delay for every other player; this takes one copy and a native byte search.
import { jsonException } from './middleware/errors';
import { clientFields, operatorFields, type OperatorOptions } from './operator-request';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

/** Part headers longer than this are refused (browsers send about 150 bytes). */
const MAX_PART_HEAD_BYTES = 8 * 1024;

const malformed = () => jsonException(400, 'The body is not valid multipart/form-data');

/** The boundary of a `multipart/form-data` content type (RFC 2046: 1-70 characters), or undefined. */
export function multipartBoundary(contentType: string): string | undefined {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** Index of `needle` in `haystack` from `from`, or -1; a native scan for its first byte, then a compare. */
function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0]!;
  for (let at = haystack.indexOf(first, from); at !== -1 && at + needle.length <= haystack.length; at = haystack.indexOf(first, at + 1)) {
    let i = 1;
    while (i < needle.length && haystack[at + i] === needle[i]) i++;
    if (i === needle.length) return at;
  }
  return -1;
}

interface Part {
  /** The field name from Content-Disposition. */
  name: string;
  /** A file part (its disposition has a filename). */
  file: boolean;
  /** Headers, blank line and content: the part's bytes between two delimiter lines. */
  bytes: Uint8Array;
  content: Uint8Array;
}

/** The parts of a multipart body; throws a 400 JSON exception when the framing is broken. */
function parts(body: Uint8Array, boundary: string): Part[] {
  const open = encoder.encode(`--${boundary}`);
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  // The first delimiter may open the body or follow a preamble (which is ignored).
  let at = indexOf(body, open, 0);
  if (at > 0) at = indexOf(body, delimiter, 0) + 2;
  if (at < 0) throw malformed();
  at += open.length;
  const found: Part[] = [];
  for (;;) {
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return found; // the closing `--boundary--`
    if (body[at] !== 0x0d || body[at + 1] !== 0x0a) throw malformed();
    const start = at + 2;
    const end = indexOf(body, delimiter, start);
    if (end < 0) throw malformed();
    const bytes = body.subarray(start, end);
    const headEnd = bytes[0] === 0x0d && bytes[1] === 0x0a ? 0 : indexOf(bytes.subarray(0, MAX_PART_HEAD_BYTES + 4), encoder.encode('\r\n\r\n'), 0);
    if (headEnd < 0) throw malformed();
    const head = latin1.decode(bytes.subarray(0, headEnd));
    const disposition = /^content-disposition:\s*form-data\s*(;.*)$/im.exec(head)?.[1];
    const name = disposition === undefined ? undefined : /;\s*name=(?:"([^"]*)"|([^\s;]+))/i.exec(disposition);
    if (!name) throw malformed();
    found.push({
      name: name[1] ?? name[2] ?? '',
      file: /;\s*filename\*?=/i.test(disposition ?? ''),
      bytes,
      content: bytes.subarray(headEnd === 0 ? 2 : headEnd + 4),
    });
    at = end + delimiter.length;
  }
}

/** The one text value of field `name`, or undefined; a repeated or file-valued field is a 400. */
function textField(found: Part[], name: string): string | undefined {
  const values = found.filter((part) => part.name === name);
  if (values.length > 1 || values.some((part) => part.file)) throw jsonException(400, `${name} must be one text field`);
  if (values.length === 0) return undefined;
  try {
    return decoder.decode(values[0]!.content);
  } catch {
    throw jsonException(400, `${name} must be UTF-8 text`);
  }
}

/**
 * The body to send upstream for multipart `body` (the rules of `operatorBody`: client fields
 * checked, operator fields written), framed with the client's own boundary. Throws a 400 JSON exception for a broken body or wrong client fields.
 */
export function operatorMultipart(body: Uint8Array, contentType: string, userAgent: string | undefined, options: OperatorOptions): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = multipartBoundary(contentType);
  if (!boundary) throw malformed();
  const found = parts(body, boundary);
  const platform = textField(found, 'platform');
  const fields = {
    ...clientFields(platform !== undefined && /^[01]$/.test(platform) ? Number(platform) : platform, textField(found, 'clientReferrer'), userAgent),
    ...operatorFields(options),
  };
  const own = Object.entries(fields).map(([name, value]) => `\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`);
  // Our values come from configuration and a checked client field; none may end a part early.
  if (own.some((text) => text.includes(`--${boundary}`))) throw malformed();
  const line = encoder.encode(`--${boundary}`);
  const crlf = encoder.encode('\r\n');
  const pieces: Uint8Array[] = [];
  for (const part of found) if (!(part.name in fields)) pieces.push(line, crlf, part.bytes, crlf);
  for (const text of own) pieces.push(line, encoder.encode(text));
  pieces.push(encoder.encode(`--${boundary}--\r\n`));
  const out = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.byteLength, 0));
  let offset = 0;
  for (const piece of pieces) {
    out.set(piece, offset);
    offset += piece.byteLength;
  }
  return { body: out, contentType: `multipart/form-data; boundary=${boundary}` };
}

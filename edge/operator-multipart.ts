// A multipart call body rewritten for the operator as it streams through: the client's parts pass
// on as they arrive (a file is never held whole), a part named like an operator or client field is
// dropped as it is parsed, the client fields are checked, and the edge's own field parts close the
// body. The upstream's reads pull the client's body (a pull stream, no buffer of its own), so the
// edge holds a few chunks of an upload in flight, and a stalled upstream stalls its client. The
// parse is multipasta's (incremental, runtime-agnostic); part headers are written again as it read
// them, framed with the client's boundary.
import { make as multipartParser, type PartInfo } from 'multipasta';
import type { HTTPException } from 'hono/http-exception';
import { OPERATOR_FIELDS } from '../contract/call-row';
import { jsonException } from './middleware/errors';
import { clientFields, operatorFields, type OperatorOptions } from './operator-request';
import { UpstreamError } from './upstream';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Client fields the edge checks and writes itself. */
const CLIENT_FIELD_NAMES: ReadonlySet<string> = new Set(['platform', 'clientReferrer']);
/** Parts the edge writes itself: a client's part of that name never goes upstream. */
const EDGE_FIELD_NAMES: ReadonlySet<string> = new Set([...CLIENT_FIELD_NAMES, ...OPERATOR_FIELDS]);

/** Longest client field value held to be checked (clientReferrer: 2,048 characters of up to 4 bytes). */
const MAX_FIELD_BYTES = 8 * 1024;

// A body refused part way is answered before the rest of it was read: that connection cannot
// carry another request.
const CLOSE = { connection: 'close' };
const malformed = () => jsonException(400, 'The body is not valid multipart/form-data', CLOSE);

/**
 * The boundary of a `multipart/form-data` content type, or undefined: RFC 2046's characters
 * (1-70, no space), which read the same quoted or not, so the parser is handed exactly this one.
 */
export function multipartBoundary(contentType: string): string | undefined {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary !== undefined && /^[\w'()+,./:=?-]+$/.test(boundary) ? boundary : undefined;
}

export interface UploadLimits {
  /** Largest body taken, counted as it arrives: past it, 413. */
  maxBytes: number;
  /** Longest the upstream may leave the body unread while the client has more: past it, 504. */
  stallMs: number;
}

export interface OperatorUpload {
  /** The body for the upstream fetch (length unknown: sent chunked). */
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Resolves once the whole body went to the upstream's reader; rejects with the answer to give when it failed. */
  sent: Promise<void>;
  /** Why the body failed (the JSON exception to answer with), once it has. */
  failure(): HTTPException | undefined;
}

/** A name or file name quoted as browsers write it (WHATWG's multipart/form-data encoding). */
const quoted = (value: string) => `"${value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;

/**
 * One part's headers, then the blank line. Content-Disposition is written anew from the name (and
 * file name) the edge decided on, so the upstream reads exactly that name: from the client's own
 * value, a parser taking the first of two `name` parameters (multipasta takes the last) could read
 * an `appId` the edge let through. The rest pass as multipasta read them (names in lower case),
 * values trimmed: a chunk ending right after a header's colon leaves its space in the value.
 */
function partHead(info: PartInfo): Uint8Array {
  let text = `content-disposition: form-data; name=${quoted(info.name)}${info.filename === undefined ? '' : `; filename=${quoted(info.filename)}`}\r\n`;
  for (const [name, value] of Object.entries(info.headers)) {
    if (name !== 'content-disposition') for (const item of [value].flat()) text += `${name}: ${item.trim()}\r\n`;
  }
  return encoder.encode(`${text}\r\n`);
}

/** The edge's own field parts and the closing delimiter, or a 400 JSON exception (client fields wrong). */
function closingParts(boundary: string, values: Map<string, string>, userAgent: string | undefined, operator: OperatorOptions): Uint8Array {
  const platform = values.get('platform');
  const fields = {
    ...clientFields(platform !== undefined && /^[01]$/.test(platform) ? Number(platform) : platform, values.get('clientReferrer'), userAgent),
    ...operatorFields(operator),
  };
  // Our values come from configuration and a checked client field; none may end a part early.
  if (Object.values(fields).some((value) => String(value).includes(`--${boundary}`))) throw malformed();
  const own = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`);
  return encoder.encode(`${own.join('')}--${boundary}--\r\n`);
}

/**
 * `write` with one byte held back when a chunk ends right after a delimiter and the first `-` of
 * `--` (the closing delimiter): multipasta reads a lone `-` after a delimiter as the start of a
 * part's headers, then refuses the next `-` as a header name (a valid body answered 400).
 */
function closingDashGuard(delimiter: Uint8Array, write: (chunk: Uint8Array) => void): ((chunk: Uint8Array) => void) & { flush(): void } {
  const keep = delimiter.length + 1;
  /** The last `keep` bytes written. */
  let tail = new Uint8Array(0);
  let held: Uint8Array | undefined;
  const endsWithDelimiterDash = (seen: Uint8Array) => seen.length === keep && seen[keep - 1] === 0x2d && delimiter.every((byte, i) => seen[i] === byte);
  const guarded = (chunk: Uint8Array) => {
    const data = held ? concat(held, chunk) : chunk;
    held = undefined;
    // The stream's last bytes up to the end of `data`.
    const joined = concat(tail, data.subarray(Math.max(0, data.length - keep)));
    const seen = joined.subarray(Math.max(0, joined.length - keep));
    let cut = data.length;
    if (endsWithDelimiterDash(seen)) {
      cut -= 1;
      held = data.slice(cut);
    }
    if (cut > 0) write(data.subarray(0, cut));
    const written = joined.subarray(0, joined.length - (data.length - cut));
    tail = written.slice(Math.max(0, written.length - keep));
  };
  return Object.assign(guarded, {
    flush() {
      if (held) write(held);
      held = undefined;
    },
  });
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/**
 * The upload to send upstream for the client's multipart `source` (the rules of `operatorBody`:
 * client fields checked, operator fields written). Throws a 400 JSON exception at once when the
 * content type has no boundary; every later failure errors the stream and rejects `sent`: 413 past
 * `maxBytes`, 400 for a broken body, wrong client fields or a body cut short, 504 when the upstream
 * stops reading.
 */
export function operatorUpload(
  source: ReadableStream<Uint8Array> | null,
  contentType: string,
  userAgent: string | undefined,
  operator: OperatorOptions,
  limits: UploadLimits,
): OperatorUpload {
  const boundary = multipartBoundary(contentType);
  if (!boundary) throw malformed();
  const delimiter = encoder.encode(`--${boundary}\r\n`);
  const crlf = encoder.encode('\r\n');
  /** Bytes ready for the upstream, produced by the parser's callbacks. */
  const out: Uint8Array[] = [];
  const values = new Map<string, string>();
  let failure: HTTPException | undefined;
  let complete = false;
  const fail = (error: HTTPException) => {
    failure ??= error;
  };

  /** A part's content sink; a second end means the parser lost track of a broken part. */
  const sink = (keep: boolean) => {
    let ended = false;
    return (chunk: Uint8Array | null) => {
      if (ended) return fail(malformed());
      if (chunk === null) ended = true;
      if (keep) out.push(chunk ?? crlf);
    };
  };

  const parser = multipartParser({
    // Only the boundary the edge frames its output with: were the parser to read another one from
    // the client's header (a second boundary parameter, an escape), a part's content could hold
    // delimiters the upstream would split on.
    headers: { 'content-type': `multipart/form-data; boundary="${boundary}"` },
    // Client fields are held (small) to be checked; every other part streams through.
    isFile: (info) => !CLIENT_FIELD_NAMES.has(info.name),
    maxFieldSize: MAX_FIELD_BYTES,
    onFile(info) {
      if (complete) return sink(false);
      // A backslash would read as an escape to some parsers and not to others.
      if (info.contentDisposition !== 'form-data' || info.name.includes('\\')) fail(malformed());
      const keep = !EDGE_FIELD_NAMES.has(info.name) && !failure;
      if (keep) out.push(delimiter, partHead(info));
      return sink(keep);
    },
    onField(info: PartInfo | undefined, value) {
      if (complete) return;
      if (!info || info.contentDisposition !== 'form-data') return fail(malformed());
      if (values.has(info.name) || info.filename !== undefined) return fail(jsonException(400, `${info.name} must be one text field`, CLOSE));
      try {
        values.set(info.name, decoder.decode(value));
      } catch {
        fail(jsonException(400, `${info.name} must be UTF-8 text`, CLOSE));
      }
    },
    onError(error) {
      if (complete) return;
      fail(error._tag === 'ReachedLimit' ? jsonException(400, 'platform and clientReferrer must be short text fields', CLOSE) : malformed());
    },
    onDone() {
      complete = true;
    },
  });

  const write = closingDashGuard(encoder.encode(`\r\n--${boundary}`), (chunk) => parser.write(chunk));
  const reader = source?.getReader();
  let received = 0;
  let stall: ReturnType<typeof setTimeout> | undefined;
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const sent = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  // Read by the proxy's deadline; an upstream that answered early may leave it unread.
  sent.catch(() => undefined);

  /** Reads the client's body until the parser has produced something (or the body ended); true at its end. */
  const readMore = async (): Promise<boolean> => {
    while (out.length === 0) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = reader ? await reader.read() : { done: true, value: undefined };
      } catch {
        // The client went away, or the Node listener cut a body slower than UPLOAD_BODY_PACE
        // (and answered 408 itself).
        fail(jsonException(400, 'The upload ended before the whole body arrived', CLOSE));
        return false;
      }
      if (next.done) {
        write.flush();
        parser.end();
        if (!complete) fail(malformed());
        if (failure) return false;
        try {
          out.push(closingParts(boundary, values, userAgent, operator));
        } catch (error) {
          fail(error as HTTPException);
          return false;
        }
        return true;
      }
      received += next.value.byteLength;
      if (received > limits.maxBytes) fail(jsonException(413, `The body is larger than ${limits.maxBytes} bytes`, CLOSE));
      else {
        try {
          write(next.value);
        } catch {
          // multipasta assumes well-formed framing in places; what it cannot follow is malformed.
          fail(malformed());
        }
      }
      if (failure) return false;
    }
    return false;
  };

  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        clearTimeout(stall);
        const ended = await readMore();
        if (failure) {
          controller.error(failure);
          settle.reject(failure);
          return;
        }
        for (const piece of out.splice(0)) controller.enqueue(piece);
        if (ended) {
          controller.close();
          settle.resolve();
          return;
        }
        // The upstream took everything read so far; if it asks for nothing more for this long, it
        // has stalled (its client is held back meanwhile, so this is the upstream's timeout).
        stall = setTimeout(() => {
          fail(jsonException(504, 'The upstream did not answer in time', CLOSE));
          controller.error(failure);
          settle.reject(failure);
        }, limits.stallMs);
      },
      cancel(reason) {
        // The upstream fetch gave up (aborted, or its connection failed). The client's body is left
        // unread rather than cancelled: cancelling it would close the client's connection before
        // the edge's answer is written.
        clearTimeout(stall);
        settle.reject(new UpstreamError('unreachable', reason));
      },
    },
    { highWaterMark: 0 },
  );

  return { body, contentType: `multipart/form-data; boundary=${boundary}`, sent, failure: () => failure };
}

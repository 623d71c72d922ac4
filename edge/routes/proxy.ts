// POST /app/v1/<call> to the operator API, for calls of the contract only. The body is checked
// and completed by the call's row (JSON, or multipart with files, within the row's size limit);
// the answer (status, body, content-encoding) is passed through, its headers filtered, and its JSON
// compressed when the upstream did not (compress-json.ts); an HTML
// 5xx or a redirect is refused with our own JSON 502, and a body that stalls is cut. A client over
// its share of the upstream (upstream-share.ts) is refused before anything goes upstream. An upload
// streams through (operator-multipart.ts): its body is never held whole.
import type { Context, Handler } from 'hono';
import { CALLS, isCallName } from '../../contract/all';
import { AuthErrorCode } from '../../contract/auth';
import { API_BASE, ErrorCode, type CallRow } from '../../contract/call-row';
import { WalletErrorCode } from '../../contract/wallet';
import { declaredLength, hasBearerToken } from '../middleware/body-budget';
import { parseJsonObject, readLimitedBody } from '../middleware/body-limit';
import { jsonError, jsonException } from '../middleware/errors';
import { operatorUpload, type OperatorUpload } from '../operator-multipart';
import { operatorBody, operatorHeaders } from '../operator-request';
import type { EdgeOptions } from '../options';
import { compressJson } from '../compress-json';
import { checkOutcome, type CheckOutcome } from '../password-gate';
import { clientKey } from '../rate-limit/client-key';
import { PASSWORD_CALLS } from '../rate-limit/rate-class';
import { clientAddress } from '../request-info';
import { BODY_BYTES, discardBody, fetchWithDeadline, isNonJson, isNonJsonServerError, isRedirect, passThrough } from '../upstream';
import { releaseWhenRead, type ShareLease } from '../upstream-share';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const isJsonContentType = (value: string): boolean => /^application\/json\s*(;|$)/i.test(value);
const isMultipartContentType = (value: string): boolean => /^multipart\/form-data\s*;\s*boundary=/i.test(value);

const NO_SHARE: ShareLease = { release: () => undefined };

/** What goes upstream: a JSON text, or an upload's stream (with how its sending went). */
interface UpstreamBody {
  body: string | ReadableStream<Uint8Array>;
  contentType: string;
  account?: string;
  upload?: OperatorUpload;
}

/**
 * Handler for every method on `${API_BASE}/*`. `lease` holds the client's place in its upstream
 * share for the call; undefined means the share is full: a 429 with Retry-After (not a 503, which
 * the client reads as maintenance). A password call waits for its place in the password gate
 * first (password-gate.ts), by the standing of `clientOf(c)`.
 */
export function proxyHandler(
  options: EdgeOptions,
  lease: (c: Context) => ShareLease | undefined = () => NO_SHARE,
  clientOf: (c: Context) => string = () => 'unknown',
): Handler {
  const prefix = `${API_BASE}/`;
  return async (c) => {
    const call = new URL(c.req.url).pathname.slice(prefix.length);
    if (!isCallName(call)) return jsonError(404, 'Unknown call');
    if (c.req.method !== 'POST') return jsonError(405, 'Method Not Allowed', { allow: 'POST' });
    const row: CallRow = CALLS[call];
    // Before a byte of the body is read: a call that needs a session without a token would only
    // get the upstream's 401 after the edge had held its body (the upload flood's first half).
    if (row.session === 'required' && !hasBearerToken(c)) return jsonError(401, 'Please log in again', { connection: 'close' });
    const contentType = (c.req.header('content-type') ?? '').trim();
    // Released once the call is answered: by then an upload's body has gone upstream, failed, or
    // been left unread by an upstream that answered early.
    const releases = reserveBody(c, row, contentType, options);
    try {
      const upstream = row.body === 'multipart' ? multipartUpstream(c, row, contentType, options) : await jsonUpstream(c, row, contentType, options);
      if (!PASSWORD_CALLS.has(call)) return await forward(c, call, row, upstream, options, lease);
      return await gatedForward(c, call, row, upstream, options, lease, clientOf(c));
    } finally {
      for (const release of releases) release();
    }
  };
}

/**
 * The body's share of the edge's memory, taken before it is read: an upload slot of the client's
 * address group, then its declared length (or the call's limit) from the global budget. A wrong
 * content type or an over-limit declared length is refused first, so it never takes a share.
 */
function reserveBody(c: Context, row: CallRow, contentType: string, options: EdgeOptions): (() => void)[] {
  const upload = row.body === 'multipart';
  if (upload ? !isMultipartContentType(contentType) : !isJsonContentType(contentType)) {
    throw jsonException(415, upload ? 'The body must be multipart/form-data' : 'The body must be application/json');
  }
  const limit = bodyLimit(row, options);
  const declared = declaredLength(c);
  if (declared !== undefined && declared > limit) throw jsonException(413, `The body is larger than ${limit} bytes`);
  const releases: (() => void)[] = [];
  if (upload) {
    const address = clientAddress(c, options);
    releases.push(options.bodyBudget.uploadSlot(address === undefined ? undefined : clientKey(address)));
  }
  try {
    releases.push(options.bodyBudget.reserve(declared ?? limit, upload));
  } catch (error) {
    for (const release of releases) release();
    throw error;
  }
  return releases;
}

/** Answers that count as a wrong password: the password itself, or the account or network held back for guesses. */
const FAILED_CHECK_CODES: ReadonlySet<number> = new Set([
  AuthErrorCode.wrongCredentials,
  AuthErrorCode.accountLocked,
  AuthErrorCode.lockedOnNetwork,
  WalletErrorCode.wrongPassword,
  ErrorCode.tooManyRequests,
]);

/** Most of an answer read for a password check's outcome. */
const OUTCOME_BYTES = 64 * 1024;

/** The outcome of a password check by its answer's envelope; an encoded or large answer is not read. */
async function outcomeOf(answer: Response): Promise<CheckOutcome> {
  if (answer.headers.has('content-encoding') || Number(answer.headers.get('content-length') ?? 0) > OUTCOME_BYTES || !answer.body) return 'other';
  try {
    // A copy of the body (the player gets the original), read no further than OUTCOME_BYTES.
    const reader = answer.clone().body!.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > OUTCOME_BYTES) {
        await reader.cancel();
        return 'other';
      }
      chunks.push(value);
    }
    const body = JSON.parse(await new Blob(chunks as BlobPart[]).text()) as { code?: unknown; errcode?: unknown };
    const code = body.code ?? body.errcode;
    return checkOutcome(typeof code === 'number' ? code : undefined, FAILED_CHECK_CODES);
  } catch {
    return 'other';
  }
}

/** `forward` once the password gate gives the call a place; its answer tells the gate how the client stands. */
async function gatedForward(
  c: Context,
  call: string,
  row: CallRow,
  upstream: UpstreamBody,
  options: EdgeOptions,
  lease: (c: Context) => ShareLease | undefined,
  client: string,
): Promise<Response> {
  const entry = await options.passwordGate.enter({ client, account: upstream.account, session: hasBearerToken(c) });
  if (!entry.granted) {
    options.onRefused(c, { rule: 'password-gate', client });
    // Overload is no one's fault, but a client refused again and again is flooding.
    options.passwordGate.strike(client);
    const seconds = String(entry.retryAfterS);
    return jsonError(429, `Many players are signing in right now; please try again in ${seconds} seconds`, { 'retry-after': seconds });
  }
  let outcome: CheckOutcome = 'other';
  try {
    return await forward(c, call, row, upstream, options, lease, async (answer) => {
      outcome = await outcomeOf(answer);
    });
  } finally {
    entry.done(outcome);
  }
}

async function forward(
  c: Context,
  call: string,
  row: CallRow,
  upstream: UpstreamBody,
  options: EdgeOptions,
  lease: (c: Context) => ShareLease | undefined,
  inspect?: (answer: Response) => Promise<void>,
): Promise<Response> {
  const place = lease(c);
  if (!place) return jsonError(429, 'Too many calls from your network are waiting for the server, please try again', { 'retry-after': '1' });
  let response: Response;
  try {
    // `duplex`: what fetch asks of a streamed request body (an upload).
    const init = { method: 'POST', headers: operatorHeaders(c, options, upstream.contentType), body: upstream.body, ...(upstream.upload && { duplex: 'half' }) } as RequestInit;
    response = await fetchWithDeadline(options.fetch, `${options.upstreamUrl}${API_BASE}/${call}`, init, callDeadline(row, options), upstream.upload?.sent);
  } catch (error) {
    place.release();
    // An upload whose body failed is answered for that (413, 400, 504), not as an upstream failure.
    throw upstream.upload?.failure() ?? error;
  }
  response = releaseWhenRead(response, place, BODY_BYTES in response);
  // A call answers JSON: an error page would show the operator's internals, and a redirect (to
  // any origin: the client would follow it on ours) has no place in a POST API.
  if (isNonJsonServerError(response)) {
    discardBody(response);
    return jsonError(502, 'The upstream failed');
  }
  // A 4xx error page (a WAF's, a framework's 404) would show the operator's internals too; the
  // status stays, the body becomes ours.
  if (response.status >= 400 && isNonJson(response)) {
    discardBody(response);
    const retryAfter = response.headers.get('retry-after');
    return jsonError(response.status as ContentfulStatusCode, clientErrorText(response.status), retryAfter && /^\d{1,6}$/.test(retryAfter) ? { 'retry-after': retryAfter } : {});
  }
  if (isRedirect(response)) {
    discardBody(response);
    return jsonError(502, 'The upstream answered with a redirect');
  }
  const answer = await passThrough(response, {
    headers: { 'cache-control': 'no-store' },
    allowHeaders: CALL_ANSWER_HEADERS,
    idleTimeoutMs: options.limits.upstreamBodyIdleMs,
    onStall: (error) => options.logError(error, c),
  });
  await inspect?.(answer);
  return compressJson(answer, c.req.header('accept-encoding'), options.brotli);
}

/**
 * Upstream answer headers a call passes on; the rest (`via`, `x-backend`, a CSP or
 * Permissions-Policy of the operator's, cookies) stay upstream. The edge sets its own security
 * headers after (security-headers.ts).
 */
const CALL_ANSWER_HEADERS: ReadonlySet<string> = new Set(['content-type', 'content-length', 'content-encoding', 'content-language', 'vary', 'retry-after', 'x-request-id']);

/** What a player reads for an upstream 4xx that came without a JSON body. */
function clientErrorText(status: number): string {
  if (status === 401) return 'Please log in again';
  if (status === 429) return 'Too many requests. Try again in a moment.';
  if (status === 404) return 'Not found';
  return 'The request could not be completed';
}

/** How long the upstream has to answer: an upload may take longer than a JSON call (the row's client deadline, less a second, if longer). */
const callDeadline = (row: CallRow, options: EdgeOptions): number => Math.max(options.limits.upstreamTimeoutMs, (row.timeoutMs ?? 0) - 1000);

/** Largest body of the call: its row's limit, under the edge's ceiling. */
const bodyLimit = (row: CallRow, options: EdgeOptions): number => Math.min(row.maxBodyBytes, options.limits.bodyBytes);

async function jsonUpstream(c: Context, row: CallRow, contentType: string, options: EdgeOptions): Promise<UpstreamBody> {
  const body = parseJsonObject(await readLimitedBody(c.req.raw, bodyLimit(row, options)), options.limits.jsonDepth);
  // The account a login names: the password gate weighs its recent wrong passwords.
  const account = typeof body.account === 'string' ? body.account.slice(0, 128).toLowerCase() : undefined;
  return { body: JSON.stringify(operatorBody(body, c.req.header('user-agent'), options)), contentType: 'application/json', account };
}

/**
 * Streamed through and rewritten on the way, because the edge must own the operator fields
 * (passed as it came, the body would let a client slip in its own appId part). Its bytes are
 * counted against the row's limit as they pass; the upstream's deadline starts once all are sent.
 */
function multipartUpstream(c: Context, row: CallRow, contentType: string, options: EdgeOptions): UpstreamBody {
  const limits = { maxBytes: bodyLimit(row, options), stallMs: callDeadline(row, options) };
  const upload = operatorUpload(c.req.raw.body, contentType, c.req.header('user-agent'), options, limits);
  return { body: upload.body, contentType: upload.contentType, upload };
}

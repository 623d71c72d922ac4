// POST /app/v1/<call> to the operator API, for calls of the contract only. Body checked and
// completed here; the answer (status, body, content-encoding) passed through untouched.
import type { Handler } from 'hono';
import { API_BASE, isCallName } from '../../client/api/contract';
import { parseJsonObject, readLimitedBody } from '../middleware/body-limit';
import { jsonError } from '../middleware/errors';
import { operatorBody, operatorHeaders } from '../operator-request';
import type { EdgeOptions } from '../options';
import { fetchWithDeadline, passThrough } from '../upstream';

const isJsonContentType = (value: string | undefined): boolean =>
  /^application\/json\s*(;|$)/i.test((value ?? '').trim());

/** Handler for every method on `${API_BASE}/*`. */
export function proxyHandler(options: EdgeOptions): Handler {
  const prefix = `${API_BASE}/`;
  return async (c) => {
    const call = new URL(c.req.url).pathname.slice(prefix.length);
    if (!isCallName(call)) return jsonError(404, 'Unknown call');
    if (c.req.method !== 'POST') return jsonError(405, 'Method Not Allowed', { allow: 'POST' });
    if (!isJsonContentType(c.req.header('content-type'))) return jsonError(415, 'The body must be application/json');

    const body = parseJsonObject(await readLimitedBody(c.req.raw, options.limits.bodyBytes));
    const upstreamBody = operatorBody(body, c.req.header('user-agent'), options);
    const response = await fetchWithDeadline(
      options.fetch,
      `${options.upstreamUrl}${API_BASE}/${call}`,
      { method: 'POST', headers: operatorHeaders(c, options), body: JSON.stringify(upstreamBody) },
      options.limits.upstreamTimeoutMs,
    );
    return passThrough(response, { 'cache-control': 'no-store' });
  };
}

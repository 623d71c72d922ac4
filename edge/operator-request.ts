// What the edge adds to every call it sends to the operator API: the operator-owned body fields
// (always overwritten), the checked client-owned ones, and a clean header set.
import type { Context } from 'hono';
import { OPERATOR_FIELDS } from '../contract/call-row';
import { jsonException } from './middleware/errors';
import type { EdgeOptions } from './options';
import { forwardedHeaders, platformFromUserAgent } from './request-info';

export type OperatorOptions = Pick<EdgeOptions, 'appId' | 'channel' | 'appVersion' | 'appWebName'>;

const MAX_REFERRER_LENGTH = 2048;

/** The client-owned fields, checked (400 when wrong), with defaults for those left out. */
export function clientFields(platform: unknown, clientReferrer: unknown, userAgent: string | undefined): { platform: 0 | 1; clientReferrer: string } {
  if (platform !== undefined && platform !== 0 && platform !== 1) throw jsonException(400, 'platform must be 0 or 1');
  if (clientReferrer !== undefined && (typeof clientReferrer !== 'string' || clientReferrer.length > MAX_REFERRER_LENGTH)) {
    throw jsonException(400, `clientReferrer must be a string of at most ${MAX_REFERRER_LENGTH} characters`);
  }
  return { platform: platform ?? platformFromUserAgent(userAgent), clientReferrer: clientReferrer ?? '' };
}

export function operatorFields(options: OperatorOptions): Record<(typeof OPERATOR_FIELDS)[number], string> {
  return { appId: options.appId, channel: options.channel, appVersion: options.appVersion, appWebName: options.appWebName };
}

/** The body to send upstream: client fields checked (400 when wrong), operator fields written. */
export function operatorBody(body: Record<string, unknown>, userAgent: string | undefined, options: OperatorOptions): Record<string, unknown> {
  const operator = operatorFields(options);
  return {
    ...body,
    ...withOperatorEvents(body.eventList, operator),
    ...clientFields(body.platform, body.clientReferrer, userAgent),
    ...operator,
  };
}

/** Event-log items carry the operator's appId and channel too (the client does not know appId). */
function withOperatorEvents(eventList: unknown, operator: { appId: string; channel: string }): { eventList?: unknown[] } {
  if (!Array.isArray(eventList)) return {};
  return {
    eventList: eventList.map((item: unknown) =>
      item !== null && typeof item === 'object' && !Array.isArray(item) ? { ...item, appId: operator.appId, channel: operator.channel } : item,
    ),
  };
}

/** Request headers passed on to the operator API; everything else the client sent stays here. */
// x-request-id: the Node entry overwrites whatever the client sent with its own id, so the
// operator's logs and ours share one key.
const PASSED_HEADERS = ['authorization', 'accept-language', 'user-agent', 'accept-encoding', 'accept', 'x-request-id'] as const;

/** Headers for an operator call made on behalf of the request in `c` (content type as given). */
export function operatorHeaders(c: Context, options: Pick<EdgeOptions, 'trustProxy' | 'clientIp'>, contentType = 'application/json'): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': contentType };
  for (const name of PASSED_HEADERS) {
    const value = c.req.header(name);
    if (value !== undefined) headers[name] = value;
  }
  return { ...headers, ...forwardedHeaders(c, options) };
}

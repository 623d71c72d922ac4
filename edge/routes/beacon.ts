// POST /beacon: `navigator.sendBeacon` event-log posts (text/plain JSON `{eventList}`). Checked,
// answered 204 at once, forwarded to the operator's event-log call after the answer; a slow or
// down upstream never changes the 204. Forwards wait in a bounded queue (beacon-queue.ts) and go
// out through their own fetch (`beaconFetch`, a small socket pool), so a flood can neither grow
// memory without bound nor take the sockets player calls need.
import type { Handler } from 'hono';
import { CALLS, EDGE_CALLS } from '../../contract/all';
import { API_BASE } from '../../contract/call-row';
import { declaredLength } from '../middleware/body-budget';
import { parseJsonObject, readLimitedBody } from '../middleware/body-limit';
import { jsonError, jsonException } from '../middleware/errors';
import { operatorBody, operatorHeaders } from '../operator-request';
import type { EdgeOptions } from '../options';
import { fetchWithDeadline } from '../upstream';
import { runAfterResponse } from '../after-response';

/** Most events one beacon may carry. */
export const MAX_BEACON_EVENTS = 100;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** sendBeacon sends text/plain (no CORS preflight); JSON and untyped blobs are fine too. */
const isBeaconContentType = (value: string | undefined): boolean =>
  value === undefined || /^(text\/plain|application\/json)\s*(;|$)/i.test(value.trim());

/** Handler for every method on the beacon path. */
export function beaconHandler(options: EdgeOptions): Handler {
  return async (c) => {
    if (c.req.method !== 'POST') return jsonError(405, 'Method Not Allowed', { allow: 'POST' });
    if (!isBeaconContentType(c.req.header('content-type'))) return jsonError(415, 'The body must be text/plain JSON');
    const release = options.bodyBudget.reserve(Math.min(declaredLength(c) ?? Infinity, options.limits.beaconBytes), false);
    let body: Record<string, unknown>;
    try {
      body = parseJsonObject(await readLimitedBody(c.req.raw, options.limits.beaconBytes));
    } finally {
      release();
    }
    const { eventList } = body;
    if (!Array.isArray(eventList) || eventList.length > MAX_BEACON_EVENTS || !eventList.every(isPlainObject)) {
      throw jsonException(400, `eventList must be an array of at most ${MAX_BEACON_EVENTS} objects`);
    }
    // The sandbox checks each event's fields; the edge only forwards the list it was given.
    const upstreamBody = operatorBody({ eventList, platform: body.platform, clientReferrer: body.clientReferrer }, c.req.header('user-agent'), options);
    const headers = operatorHeaders(c, options);
    delete headers.authorization;
    const send = JSON.stringify(upstreamBody);
    // What the edge took, the upstream takes (the row's limit has room for the operator fields);
    // a body that still grew past it (numbers re-spelt longer) is refused here, never lost unseen.
    if (new TextEncoder().encode(send).byteLength > CALLS[EDGE_CALLS.eventLog].maxBodyBytes) throw jsonException(413, 'The beacon is too large once forwarded');
    const forward = options.beaconQueue.push(() =>
      fetchWithDeadline(
        options.beaconFetch,
        `${options.upstreamUrl}${API_BASE}/${EDGE_CALLS.eventLog}`,
        { method: 'POST', headers, body: send },
        options.limits.upstreamTimeoutMs,
      ).then((response) => response.body?.cancel()),
    );
    runAfterResponse(c, forward);
    return c.body(null, 204, { 'cache-control': 'no-store' });
  };
}

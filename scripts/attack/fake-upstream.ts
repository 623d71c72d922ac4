// A fake operator API for `npm run attack`, in its own process (forked by harness.ts) so that
// neither the edge nor the load generator shares its event loop. It tells the parent its port over
// IPC and answers GET /__stats with its counters. Modes:
//   hang-beacons  never answers the event-log call (the beacon forward); answers every other call;
//   faults        the player call (refreshData) fails on a fixed plan (faultFor): slow, HTML 500,
//                 stalled body; getAfterLoginInfoWeb always stalls (the stall probe's call).
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { EDGE_CALLS } from '../../contract/all';
import { API_BASE } from '../../contract/call-row';
import { getAfterLoginInfoWeb, refreshData } from '../../contract/session';

export type FakeMode = 'hang-beacons' | 'faults';

export interface FakeStats {
  /** Every /app/v1 call received. */
  calls: number;
  /** Event-log calls received (beacon forwards). */
  eventLogs: number;
  /** Calls received and not answered, whose connection is still open. */
  hanging: number;
  slow: number;
  html500: number;
  stalled: number;
  /** Stalled answers whose connection the edge has not closed yet. */
  stalledOpen: number;
}

type Fault = 'stall' | 'html500' | 'slow' | 'ok';

/** The fault of the n-th player call (from 0): 1 in 100 stalls, 1 in 10 is an HTML 500, 1 in 20 is slow. */
export function faultFor(n: number): Fault {
  if (n % 100 === 0) return 'stall';
  if (n % 10 === 1) return 'html500';
  if (n % 20 === 2) return 'slow';
  return 'ok';
}

/** How long a slow answer takes: well inside the edge's 9 s deadline. */
export const SLOW_MS = 1000;

/** The call that always stalls in 'faults' mode. */
export const STALL_CALL = getAfterLoginInfoWeb.name;

const OK_BODY = JSON.stringify({ code: 200, errcode: 0, msg: 'success', data: {} });

function main(mode: FakeMode): void {
  const stats: FakeStats = { calls: 0, eventLogs: 0, hanging: 0, slow: 0, html500: 0, stalled: 0, stalledOpen: 0 };
  let playerCalls = 0;

  const ok = (res: http.ServerResponse) => res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(OK_BODY) }).end(OK_BODY);

  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/__stats') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stats));
      return;
    }
    req.resume();
    stats.calls++;
    const call = (req.url ?? '').slice(API_BASE.length + 1);
    if (call === EDGE_CALLS.eventLog) {
      stats.eventLogs++;
      if (mode === 'hang-beacons') {
        stats.hanging++;
        res.once('close', () => stats.hanging--);
        return;
      }
    }
    if (mode !== 'faults' || (call !== refreshData.name && call !== STALL_CALL)) return void req.once('end', () => ok(res));
    const fault = call === STALL_CALL ? 'stall' : faultFor(playerCalls++);
    req.once('end', () => {
      if (fault === 'slow') {
        stats.slow++;
        setTimeout(() => ok(res), SLOW_MS);
      } else if (fault === 'html500') {
        stats.html500++;
        res.writeHead(500, { 'content-type': 'text/html', 'x-powered-by': 'fake' }).end('<html><body><h1>500 Internal Server Error</h1></body></html>');
      } else if (fault === 'stall') {
        // Head and half a body, then nothing: chunked, so the edge cannot know the end is missing.
        stats.stalled++;
        stats.stalledOpen++;
        res.once('close', () => stats.stalledOpen--);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"code":200,"errcode":0,"msg":"success","data":{');
      } else {
        ok(res);
      }
    });
  });
  // Idle pooled connections close soon, so the edge's socket count settles quickly after a load.
  server.keepAliveTimeout = 1000;
  server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as { port: number }).port }));
  process.on('disconnect', () => process.exit(0));
  // Never outlive a run that forgot it.
  setTimeout(() => process.exit(0), 10 * 60_000).unref();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv[2] === 'faults' ? 'faults' : 'hang-beacons');

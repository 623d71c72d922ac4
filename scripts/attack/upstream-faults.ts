// Scenario 3, faults: autocannon load on a player call for 15 s against an edge whose upstream
// fails on a fixed plan (fake-upstream.ts faultFor: 1 in 10 slow, 1 in 10 an HTML 500, 1 in 20 a
// stalled body). The load comes as many clients behind a trusted front proxy (TRUST_PROXY=1,
// rotating X-Forwarded-For), so per-client limits do not hide the faults. Then waits up to 30 s
// for the stalls to be ended and the edge's sockets to settle.
import { API_BASE } from '../../client/api/contract/call-row';
import { refreshData } from '../../client/api/contract/session';
import { CLIENT_FIELDS, formatCounts, load, processStats, sleep, startEdge, startFakeUpstream, statusCounts, watch } from './harness';
import type { AttackRow } from './table';
import { faultyUpstreamVerdict, SOCKET_SLACK } from './verdicts';

const SECONDS = 15;
const CONNECTIONS = 20;
const CLIENTS = 10_000;
const SETTLE_MS = 30_000;

export async function upstreamFaults(): Promise<AttackRow> {
  const upstream = await startFakeUpstream('faults');
  try {
    const edge = await startEdge({ upstreamUrl: upstream.url, env: { TRUST_PROXY: '1' } });
    try {
      const stats = watch(edge.pid);
      let client = 0;
      const result = await load({
        url: `${edge.url}${API_BASE}/${refreshData.name}`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer attack' },
        body: JSON.stringify(CLIENT_FIELDS),
        connections: CONNECTIONS,
        duration: SECONDS,
        // The client's own deadline.
        timeout: 10,
        requests: [
          {
            setupRequest: (request) => {
              const n = client++ % CLIENTS;
              return { ...request, headers: { ...request.headers, 'x-forwarded-for': `10.0.${n >> 8}.${n & 255}` } };
            },
          },
        ],
      });
      // Ends when the stalls are closed and the sockets are back near where they started.
      const settleStarted = Date.now();
      let faults = await upstream.stats();
      while (Date.now() - settleStarted < SETTLE_MS) {
        faults = await upstream.stats();
        if (faults.stalledOpen === 0 && processStats(edge.pid).sockets <= stats.before.sockets + SOCKET_SLACK) break;
        await sleep(500);
      }
      const settled = Math.round((Date.now() - settleStarted) / 1000);
      const figures = stats.end();
      const counts = statusCounts(result);
      return {
        scenario: '3 upstream faults',
        sent: [
          `${result.requests.total.toLocaleString('en-US')} player calls (refreshData) in ${SECONDS} s from ${CONNECTIONS} connections as ${CLIENTS.toLocaleString('en-US')} forwarded clients`,
          `upstream saw ${faults.calls.toLocaleString('en-US')}: ${faults.slow} slow (2 s), ${faults.html500} HTML 500, ${faults.stalled} stalled bodies`,
        ],
        measured: [
          `answers: ${formatCounts(counts)}`,
          `no complete answer in 10 s: ${result.timeouts}; other errors: ${result.errors - result.timeouts}`,
          `stalled bodies still open after ${settled} s: ${faults.stalledOpen} of ${faults.stalled}`,
        ],
        ...figures,
        verdict: faultyUpstreamVerdict({
          statusCounts: counts,
          stalledOpenAfter: faults.stalledOpen,
          socketsBefore: figures.sockets.before,
          socketsAfter: figures.sockets.after,
          edgeExit: edge.exitCode(),
        }),
      };
    } finally {
      await edge.stop();
    }
  } finally {
    await upstream.stop();
  }
}

// Scenario 3, faults: autocannon load on a player call for 15 s against an edge whose upstream
// fails on a fixed plan (fake-upstream.ts faultFor: 1 in 20 slow, 1 in 10 an HTML 500, 1 in 100 a
// stalled body). The load comes as many clients behind a trusted front proxy (TRUST_PROXY=1,
// rotating X-Forwarded-For), so per-client limits do not hide the faults. Beside it, a stall probe:
// 20 patient clients on a call whose body always stalls, waiting up to 30 s for the edge to end
// the stall itself (a client that gives up would free the socket on its own). Then up to 30 s for
// the edge's sockets to settle.
import { API_BASE } from '../../contract/call-row';
import { refreshData } from '../../contract/session';
import { STALL_CALL, SLOW_MS } from './fake-upstream';
import { CLIENT_FIELDS, callJson, formatCounts, load, settleSockets, startEdge, startFakeUpstream, statusCounts, watch } from './harness';
import type { AttackRow } from './table';
import { faultyUpstreamVerdict, SOCKET_SLACK } from './verdicts';

const SECONDS = 15;
const CONNECTIONS = 32;
const CLIENTS = 10_000;
const STALL_PROBES = 20;
const STALL_PATIENCE_MS = 30_000;
const SETTLE_MS = 30_000;

export async function upstreamFaults(): Promise<AttackRow> {
  const upstream = await startFakeUpstream('faults');
  try {
    const edge = await startEdge({ upstreamUrl: upstream.url, env: { TRUST_PROXY: '1' } });
    try {
      const stats = watch(edge.pid);
      let client = 0;
      const probes = Promise.all(
        Array.from({ length: STALL_PROBES }, (_, i) =>
          callJson(edge.url, STALL_CALL, CLIENT_FIELDS, { headers: { authorization: 'Bearer attack', 'x-forwarded-for': `10.1.0.${i}` }, timeoutMs: STALL_PATIENCE_MS }),
        ),
      );
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
      const probeOutcomes = await probes;
      // A probe the edge ended has an answer or a broken connection; 'timeout' means it was still held.
      const probeCounts: Record<string, number> = {};
      for (const outcome of probeOutcomes) {
        const name = 'status' in outcome ? String(outcome.status) : outcome.error;
        probeCounts[name] = (probeCounts[name] ?? 0) + 1;
      }
      const stallsEnded = STALL_PROBES - (probeCounts.timeout ?? 0);

      await settleSockets(edge.pid, stats.before.sockets + SOCKET_SLACK, SETTLE_MS);
      const faults = await upstream.stats();
      const figures = stats.end();
      const counts = statusCounts(result);
      return {
        scenario: '3 upstream faults',
        sent: [
          `${result.requests.total.toLocaleString('en-US')} player calls (refreshData) in ${SECONDS} s from ${CONNECTIONS} connections as ${CLIENTS.toLocaleString('en-US')} forwarded clients`,
          `${STALL_PROBES} patient calls (${STALL_CALL}) whose body stalls`,
          `upstream saw ${faults.calls.toLocaleString('en-US')}: ${faults.slow} slow (${SLOW_MS / 1000} s), ${faults.html500} HTML 500, ${faults.stalled} stalled bodies`,
        ],
        measured: [
          `answers: ${formatCounts(counts)}`,
          `no complete answer in 10 s: ${result.timeouts}; other errors: ${result.errors - result.timeouts}`,
          `stalls ended by the edge within ${STALL_PATIENCE_MS / 1000} s: ${stallsEnded}/${STALL_PROBES} (${formatCounts(probeCounts)})`,
          `stalled bodies still open at the end: ${faults.stalledOpen}`,
        ],
        ...figures,
        verdict: faultyUpstreamVerdict({
          statusCounts: counts,
          stallProbes: STALL_PROBES,
          stallsEnded,
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

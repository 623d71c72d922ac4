// Scenario 1, slowloris: 20,000 connections from 127.0.0.1, each holding half a request head,
// while a player on another address (127.0.0.2) makes calls on fresh connections. Counts the
// player calls answered. The attacker runs in worker processes sized to the open-file limit.
import { refreshData } from '../../contract/session';
import { CLIENT_FIELDS, callJson, fdLimit, forkHelper, formatCounts, newPlayer, PLAYER_ADDRESS, settleSockets, sleep, startEdge, succeeded, watch } from './harness';
import type { LorisCounts } from './slowloris-worker';
import type { AttackRow } from './table';
import { slowlorisVerdict, SOCKET_SLACK } from './verdicts';

const CONNECTIONS = 20_000;
/** Files a worker keeps for itself (node, tsx, IPC) out of its limit. */
const RESERVED_FDS = 200;
const OPENING_DEADLINE_MS = 60_000;
/** The player's calls: one every half second for this long, each waiting up to the client's 10 s. */
const PLAYER_PHASE_MS = 10_000;
const PLAYER_TIMEOUT_MS = 10_000;
const SETTLE_MS = 20_000;

const sum = (counts: LorisCounts[], key: 'attempted' | 'connected' | 'open' | 'closedByServer') => counts.reduce((n, c) => n + c[key], 0);
const n = (value: number) => value.toLocaleString('en-US');

export async function slowloris(): Promise<AttackRow> {
  const limit = fdLimit('self');
  const perWorker = Math.max(1, limit - RESERVED_FDS);
  const workers = Math.ceil(CONNECTIONS / perWorker);
  const edge = await startEdge();
  try {
    const token = await newPlayer(edge.sandboxUrl!);
    const player = () =>
      callJson(edge.url, refreshData.name, CLIENT_FIELDS, { headers: { authorization: `Bearer ${token}` }, localAddress: PLAYER_ADDRESS, timeoutMs: PLAYER_TIMEOUT_MS });
    if (!succeeded(await player())) throw new Error('the player call failed before the attack');
    const edgeLimit = fdLimit(edge.pid);
    const stats = watch(edge.pid);

    const latest: LorisCounts[] = [];
    const attackers = Array.from({ length: workers }, (_, i) => {
      const share = Math.floor(CONNECTIONS / workers) + (i < CONNECTIONS % workers ? 1 : 0);
      const child = forkHelper('slowloris-worker.ts', [edge.url.split(':').pop()!, String(share)]);
      child.on('message', (counts) => (latest[i] = counts as LorisCounts));
      return child;
    });
    try {
      const openingStarted = Date.now();
      while (!(latest.length === workers && latest.every((c) => c?.done)) && Date.now() - openingStarted < OPENING_DEADLINE_MS) await sleep(250);

      let calls = 0;
      let ok = 0;
      const playerFailures: Record<string, number> = {};
      const phaseEnd = Date.now() + PLAYER_PHASE_MS;
      while (Date.now() < phaseEnd) {
        calls++;
        const outcome = await player();
        if (succeeded(outcome)) ok++;
        else {
          const name = 'status' in outcome ? `HTTP ${outcome.status}` : outcome.error;
          playerFailures[name] = (playerFailures[name] ?? 0) + 1;
        }
        await sleep(500);
      }
      const held = latest.filter(Boolean);
      const failed: Record<string, number> = {};
      for (const c of held) for (const [code, count] of Object.entries(c.failed)) failed[code] = (failed[code] ?? 0) + count;
      const failures = Object.entries(failed).map(([code, count]) => `${code} ${n(count)}`).join(', ');
      for (const child of attackers) child.send('release');
      const settled = await settleSockets(edge.pid, stats.before.sockets + SOCKET_SLACK, SETTLE_MS);
      const figures = stats.end();
      return {
        scenario: '1 slowloris',
        sent: [
          `${n(CONNECTIONS)} half-open connections from 127.0.0.1, reopened when dropped: ${n(sum(held, 'attempted'))} attempts from ${workers} processes (open-file limit ${n(limit)} each; the edge's is ${n(edgeLimit)})`,
          `${calls} player calls (refreshData) from ${PLAYER_ADDRESS}, fresh connections`,
        ],
        measured: [
          `player calls answered: ${ok}/${calls}${ok < calls ? ` (failed: ${formatCounts(playerFailures)})` : ''}`,
          `attacker: ${n(sum(held, 'connected'))} connected, ${n(sum(held, 'open'))} still open, ${n(sum(held, 'closedByServer'))} closed by the edge`,
          ...(failures ? [`never connected: ${failures}`] : []),
          `after the release, the edge's sockets settled in ${settled} s (waits up to ${SETTLE_MS / 1000} s)`,
        ],
        ...figures,
        verdict: slowlorisVerdict({ playerCalls: calls, playerOk: ok, edgeExit: edge.exitCode() }),
      };
    } finally {
      for (const child of attackers) if (child.exitCode === null) child.kill('SIGKILL');
    }
  } finally {
    await edge.stop();
  }
}

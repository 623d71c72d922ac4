// Scenario 4, SIGTERM under keep-alive load: 16 clients loop player calls on keep-alive
// connections; after 2 s the edge gets SIGTERM and the clients go on until the edge refuses
// connections. A request written on an accepted connection must be answered; one refused at
// connect never reached the edge (a client retries it) and is not counted as sent.
import http from 'node:http';
import { refreshData } from '../../contract/session';
import { CLIENT_FIELDS, callJson, formatCounts, newPlayer, sleep, startEdge, watch } from './harness';
import type { AttackRow } from './table';
import { sigtermVerdict } from './verdicts';

const CLIENTS = 16;
const LOAD_BEFORE_MS = 2000;
/** Clients stop this long after the signal at the latest; the edge is killed if still running after EXIT_WAIT_MS. */
const LOAD_AFTER_MS = 15_000;
const EXIT_WAIT_MS = 20_000;

export async function sigtermDrain(): Promise<AttackRow> {
  // The per-address call bucket is off: all 16 clients share one address, and the drain is measured
  // on calls that reach the upstream, not on 429s.
  const edge = await startEdge({ env: { RATE_LIMIT_CALLS: 'off' } });
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  try {
    const token = await newPlayer(edge.sandboxUrl!);
    const stats = watch(edge.pid);
    let sent = 0;
    let answered = 0;
    let refused = 0;
    let signalled = 0;
    const statuses: Record<string, number> = {};
    const lost: Record<string, number> = {};
    // Clients stop at the deadline whatever happens; the signal brings it forward.
    let deadline = Date.now() + LOAD_BEFORE_MS + LOAD_AFTER_MS + EXIT_WAIT_MS;
    const client = async () => {
      while (Date.now() < deadline) {
        const outcome = await callJson(edge.url, refreshData.name, CLIENT_FIELDS, { headers: { authorization: `Bearer ${token}` }, agent, timeoutMs: 10_000 });
        if ('status' in outcome) {
          sent++;
          answered++;
          statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
        } else if (outcome.error === 'ECONNREFUSED') {
          refused++;
          if (signalled) return;
        } else {
          sent++;
          lost[outcome.error] = (lost[outcome.error] ?? 0) + 1;
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    await sleep(LOAD_BEFORE_MS);
    const beforeSignal = sent;
    if (!(statuses['200'] > 0)) {
      deadline = 0;
      throw new Error(`no player call answered before the signal: ${formatCounts(statuses)} ${formatCounts(lost)}`);
    }
    signalled = Date.now();
    deadline = Math.min(deadline, signalled + LOAD_AFTER_MS);
    edge.child.kill('SIGTERM');
    const killer = setTimeout(() => edge.child.kill('SIGKILL'), EXIT_WAIT_MS);
    const exitCode = await edge.exited;
    clearTimeout(killer);
    const exitedAfter = ((Date.now() - signalled) / 1000).toFixed(1);
    deadline = 0;
    await Promise.all(clients);
    const figures = stats.end();
    const lostTotal = Object.values(lost).reduce((a, b) => a + b, 0);
    return {
      scenario: '4 SIGTERM under keep-alive load',
      sent: [
        `${sent.toLocaleString('en-US')} player calls (refreshData) on ${CLIENTS} keep-alive connections, ${beforeSignal.toLocaleString('en-US')} before SIGTERM at ${LOAD_BEFORE_MS / 1000} s`,
        `then calls until connections are refused (${refused} refused at connect, not counted)`,
      ],
      measured: [
        `answered: ${answered.toLocaleString('en-US')} (${formatCounts(statuses)})`,
        `lost: ${lostTotal}${lostTotal ? ` (${formatCounts(lost)})` : ''}`,
        `exit code ${exitCode ?? 'none (killed)'} after ${exitedAfter} s`,
      ],
      ...figures,
      verdict: sigtermVerdict({ sent, answered, ok: statuses['200'] ?? 0, exitCode }),
    };
  } finally {
    agent.destroy();
    await edge.stop();
  }
}

// Scenario 8 (issue 27, "With Redis down every rate limit is lifted": 200 of 200 logins and 60 of
// 60 SMS passed, and each request logged a stack). An edge with its own sandbox keeps its buckets
// in redis-server (RATE_LIMIT_REDIS_URL); from one address, SMS sends to new numbers and logins of
// new accounts are flooded, 8 at a time; redis-server is killed (SIGKILL) once a third of them are
// answered. Held when the limits kept holding per edge (at most a shared burst before the kill and
// a fresh one in memory after), /readyz said `per-edge` during the outage, the edge logged the
// outage once and printed no stack.
import { accountLogin, smsSend, SmsPurpose } from '../../contract/auth';
import { burst, CLIENT_FIELDS, callJson, countBy, formatCounts, startEdge, startRedisServer, watch, type Outcome } from './harness';
import type { AttackRow } from './table';
import { redisOutageVerdict } from './verdicts';

const SMS = 60;
const LOGINS = 90;
const CONCURRENCY = 8;
/** The per-address bursts of the default rules (edge/rate-limit/rules.ts). */
const SMS_BURST = 10;
const AUTH_BURST = 30;

const limited = (outcome: Outcome) => ('status' in outcome ? (outcome.status === 429 ? 'refused 429' : `passed (HTTP ${outcome.status})`) : outcome.error);

export async function redisOutage(): Promise<AttackRow> {
  const redis = await startRedisServer();
  const edge = await startEdge({ env: { RATE_LIMIT_REDIS_URL: redis.url } });
  try {
    const stats = watch(edge.pid);
    let answered = 0;
    let killed: Promise<void> | undefined;
    let readyDuring: string | undefined;
    const total = SMS + LOGINS;
    const afterEach = async (outcome: Outcome) => {
      answered += 1;
      if (answered === Math.floor(total / 3)) {
        killed = redis.kill();
        await killed;
        // Any request after the kill finds Redis gone; the next readiness check says so.
        const ready = await callJson(edge.url, smsSend.name, {}, { timeoutMs: 5000 }).then(async () => fetch(`${edge.url}/readyz`));
        readyDuring = ((await ready.json()) as { rateLimits?: string }).rateLimits;
      }
      return outcome;
    };
    // The two floods side by side, each from 127.0.0.1.
    const [sms, logins] = await Promise.all([
      burst(SMS, async (i) => afterEach(await callJson(edge.url, smsSend.name, { mobile: `9${String(180_000_000 + i)}`, purpose: SmsPurpose.register, ...CLIENT_FIELDS }, { timeoutMs: 20_000 })), CONCURRENCY),
      burst(LOGINS, async (i) => afterEach(await callJson(edge.url, accountLogin.name, { account: `outage${i}`, password: `wrong-${i}`, ...CLIENT_FIELDS }, { timeoutMs: 20_000 })), CONCURRENCY),
    ]);
    await killed;
    const output = edge.output();
    const downLines = (output.match(/"event":"rate-limit-store-down"/g) ?? []).length;
    const stackLines = output.split('\n').filter((line) => /^\s+at /.test(line)).length;
    const smsCounts = countBy(sms, limited);
    const loginCounts = countBy(logins, limited);
    const passed = (counts: Record<string, number>) => Object.entries(counts).reduce((sum, [name, n]) => sum + (name.startsWith('passed') ? n : 0), 0);
    return {
      scenario: '8 Redis killed mid-run',
      sent: [
        `${SMS} SMS sends to new numbers and ${LOGINS} logins of new accounts from 127.0.0.1, ${CONCURRENCY} of each at a time, buckets in redis-server`,
        `redis-server killed (SIGKILL) once ${Math.floor(total / 3)} were answered`,
      ],
      measured: [
        `SMS: ${formatCounts(smsCounts)}`,
        `logins: ${formatCounts(loginCounts)}`,
        `/readyz during the outage: rateLimits ${readyDuring ?? '?'}`,
        `"rate-limit-store-down" lines: ${downLines}; stack lines: ${stackLines}`,
      ],
      ...stats.end(),
      verdict: redisOutageVerdict({
        smsPassed: passed(smsCounts),
        smsCeiling: 2 * SMS_BURST,
        loginsPassed: passed(loginCounts),
        loginCeiling: 2 * AUTH_BURST,
        readyDuring,
        downLines,
        stackLines,
        edgeExit: edge.exitCode(),
      }),
    };
  } finally {
    await edge.stop();
    await redis.kill();
  }
}

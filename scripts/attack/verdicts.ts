// The verdict rules of `npm run attack`: each takes the numbers a scenario measured and says
// whether the defence held, naming the numbers that decided it. Pure, so
// tests/scripts/attack/verdicts.test.ts pins them; the thresholds live here and nowhere else.

export interface Verdict {
  held: boolean;
  /** The checks that failed (or, when it held, all of them), with their numbers. */
  why: string[];
}

/** RSS growth (peak minus before) a 15 s flood may cause; issue 9 saw 58 MB grow to 762 MB. */
export const MAX_FLOOD_GROWTH_MB = 100;
/** Wrong passwords the lockout policy lets through to the password check (issue 9: "allows 5"). */
export const LOCKOUT_POLICY = 5;
/** SMS sends one address may get out in one burst to different numbers. */
export const MAX_SMS_BURST = 10;
/** Edge sockets above the starting count that may remain once the load is over (pooled, closing). */
export const SOCKET_SLACK = 4;
/** Share of the answers (429s aside) that must be 200 under injected faults; the fake fails 15%. */
export const MIN_SUCCESS_SHARE = 0.75;

type Check = readonly [ok: boolean, text: string];

function decide(checks: Check[]): Verdict {
  const failed = checks.filter(([ok]) => !ok);
  return { held: failed.length === 0, why: (failed.length > 0 ? failed : checks).map(([, text]) => text) };
}

const alive = (edgeExit: number | null | undefined): Check => [edgeExit === undefined, edgeExit === undefined ? 'edge kept running' : `edge exited (${edgeExit ?? 'signal'})`];

/** Slowloris: every player call from another address is answered while the connections are held. */
export function slowlorisVerdict(m: { playerCalls: number; playerOk: number; edgeExit?: number | null }): Verdict {
  return decide([[m.playerCalls > 0 && m.playerOk === m.playerCalls, `player calls answered ${m.playerOk}/${m.playerCalls} (need all)`], alive(m.edgeExit)]);
}

/** Beacon flood: a player call still answers, and memory does not run away. */
export function beaconFloodVerdict(m: { playerOk: boolean; rssBeforeMb: number; rssPeakMb: number; edgeExit?: number | null }): Verdict {
  const growth = m.rssPeakMb - m.rssBeforeMb;
  return decide([
    [m.playerOk, m.playerOk ? 'player call answered during the flood' : 'player call NOT answered during the flood'],
    [Number.isFinite(growth) && growth <= MAX_FLOOD_GROWTH_MB, `RSS grew ${Number.isFinite(growth) ? Math.round(growth) : '?'} MB (max ${MAX_FLOOD_GROWTH_MB})`],
    alive(m.edgeExit),
  ]);
}

/**
 * Faulty upstream: its HTML 500s never reach the client, the edge itself ends stalled bodies while
 * their clients still wait, the other calls succeed, and the sockets come back.
 */
export function faultyUpstreamVerdict(m: {
  statusCounts: Record<string, number>;
  stallProbes: number;
  stallsEnded: number;
  socketsBefore: number;
  socketsAfter: number;
  edgeExit?: number | null;
}): Verdict {
  const count = (status: string) => m.statusCounts[status] ?? 0;
  const answered = Object.values(m.statusCounts).reduce((sum, n) => sum + n, 0) - count('429');
  const share = answered > 0 ? count('200') / answered : 0;
  return decide([
    [count('500') === 0, `${count('500')} upstream 500s passed through (need 0)`],
    [share >= MIN_SUCCESS_SHARE, `${Math.round(share * 100)}% of answers (429s aside) were 200 (need ${MIN_SUCCESS_SHARE * 100}%)`],
    [m.stallsEnded === m.stallProbes, `${m.stallsEnded}/${m.stallProbes} stalled bodies ended by the edge (need all)`],
    [m.socketsAfter <= m.socketsBefore + SOCKET_SLACK, `edge sockets ${m.socketsBefore} -> ${m.socketsAfter} after the load (max +${SOCKET_SLACK})`],
    alive(m.edgeExit),
  ]);
}

/**
 * SIGTERM under keep-alive load: no request sent on an accepted connection is lost, every answer is
 * the call's 200 (a drain that answered 5xx or 429 would prove nothing), and exit code 0.
 */
export function sigtermVerdict(m: { sent: number; answered: number; ok: number; exitCode: number | null }): Verdict {
  const lost = m.sent - m.answered;
  return decide([
    [m.sent > 0 && lost === 0, `${lost} of ${m.sent} requests lost (need 0)`],
    [m.ok === m.answered, `${m.ok} of ${m.answered} answers were 200 (need all)`],
    [m.exitCode === 0, `exit code ${m.exitCode ?? 'none (killed)'} (need 0)`],
  ]);
}

/**
 * Parallel wrong passwords: no more are checked than the policy allows, as the sandbox's table
 * records them, or, when it cannot be read, as the "wrong password" answers say.
 */
export function loginBurstVerdict(m: { recorded?: number; answeredWrong: number }): Verdict {
  const checked = m.recorded ?? m.answeredWrong;
  const what = m.recorded === undefined ? 'answered "wrong password"' : 'wrong passwords recorded';
  return decide([[checked <= LOCKOUT_POLICY, `${checked} ${what} (policy ${LOCKOUT_POLICY})`]]);
}

/** SMS burst to many numbers from one address: at most a handful go out. */
export function smsBurstVerdict(m: { sent: number }): Verdict {
  return decide([[m.sent <= MAX_SMS_BURST, `${m.sent} SMS sent (max ${MAX_SMS_BURST} per address)`]]);
}

/** The longest the owner may have to wait, from another network, after a flood of guesses. */
export const MAX_OWNER_WAIT_S = 60;

/**
 * Guesses from many addresses: no more are checked than the per-account policy allows (each
 * address does not get its own), and the owner from another network still logs in after the
 * back-off.
 */
export function manyAddressLoginVerdict(m: { recorded?: number; answeredWrong: number; ownerIn: boolean; ownerWaitS: number }): Verdict {
  const checked = m.recorded ?? m.answeredWrong;
  const what = m.recorded === undefined ? 'answered "wrong password"' : 'wrong passwords recorded';
  return decide([
    [checked <= LOCKOUT_POLICY, `${checked} ${what} from all addresses (policy ${LOCKOUT_POLICY} per account)`],
    [m.ownerIn && m.ownerWaitS <= MAX_OWNER_WAIT_S, `owner ${m.ownerIn ? 'logged in' : 'NOT logged in'} after ${m.ownerWaitS} s (max ${MAX_OWNER_WAIT_S} s)`],
  ]);
}

/** Parallel checkouts: what was credited stays within the channel's daily limit. */
export function channelLimitVerdict(m: { credited?: number; limit: number }): Verdict {
  const peso = (minor: number) => `₱${(minor / 100).toLocaleString('en-US')}`;
  if (m.credited === undefined) return decide([[false, 'credits could not be read']]);
  return decide([[m.credited > 0 && m.credited <= m.limit, `${peso(m.credited)} credited (limit ${peso(m.limit)}, need more than 0)`]]);
}

/** A payment after self-exclusion: the exclusion started and nothing was credited. */
export function lateExclusionPaymentVerdict(m: { excluded: boolean; credited?: number }): Verdict {
  return decide([
    [m.excluded, m.excluded ? 'exclusion started' : 'exclusion did NOT start'],
    [m.credited === 0, `${m.credited === undefined ? '?' : `₱${(m.credited / 100).toLocaleString('en-US')}`} credited after the exclusion (need 0)`],
  ]);
}

/** RSS growth an upload flood may cause at its peak: the body budget (96 MiB) and its copies while parsed. */
export const MAX_UPLOAD_PEAK_GROWTH_MB = 400;
/** RSS above the start an upload flood may leave 10 s after it ended (issue 27: 1,466 MB stayed). */
export const MAX_UPLOAD_RESIDUE_MB = 100;

/** Upload flood: every body without a session refused, a player call answered, memory bounded at the peak and given back. */
export function uploadFloodVerdict(m: {
  anonymousRefused: number;
  connections: number;
  playerOk: boolean;
  rssMb: { before: number; peak: number; after: number };
  edgeExit?: number | null;
}): Verdict {
  const growth = m.rssMb.peak - m.rssMb.before;
  const residue = m.rssMb.after - m.rssMb.before;
  const mb = (n: number) => (Number.isFinite(n) ? String(Math.round(n)) : '?');
  return decide([
    [m.anonymousRefused === m.connections, `bodies without a session refused with 401: ${m.anonymousRefused}/${m.connections}`],
    [m.playerOk, m.playerOk ? 'player call answered during the flood' : 'player call NOT answered during the flood'],
    [Number.isFinite(growth) && growth <= MAX_UPLOAD_PEAK_GROWTH_MB, `RSS grew ${mb(growth)} MB at the peak (max ${MAX_UPLOAD_PEAK_GROWTH_MB})`],
    [Number.isFinite(residue) && residue <= MAX_UPLOAD_RESIDUE_MB, `RSS ${mb(residue)} MB above the start after (max ${MAX_UPLOAD_RESIDUE_MB})`],
    alive(m.edgeExit),
  ]);
}

/**
 * RSS growth a flood of logged-in uploads may cause at its peak now that bodies stream: the
 * uploads' share of the body budget (72 MiB), which bodies read whole filled by themselves (163 and
 * 191 MB measured so). Streamed, what grows is the garbage of the bytes that passed (48 MB), which
 * V8 collects at its external-memory limit.
 */
export const MAX_STREAMED_UPLOAD_GROWTH_MB = 72;

/** Logged-in upload flood: uploads taken, a player call answered, memory far below the bodies in flight at the peak and given back. */
export function uploadSessionsVerdict(m: { taken: number; playerOk: boolean; rssMb: { before: number; peak: number; after: number }; edgeExit?: number | null }): Verdict {
  const growth = m.rssMb.peak - m.rssMb.before;
  const residue = m.rssMb.after - m.rssMb.before;
  const mb = (n: number) => (Number.isFinite(n) ? String(Math.round(n)) : '?');
  return decide([
    [m.taken > 0, `${m.taken} uploads taken by the upstream (need some)`],
    [m.playerOk, m.playerOk ? 'player call answered during the flood' : 'player call NOT answered during the flood'],
    [Number.isFinite(growth) && growth <= MAX_STREAMED_UPLOAD_GROWTH_MB, `RSS grew ${mb(growth)} MB at the peak (max ${MAX_STREAMED_UPLOAD_GROWTH_MB})`],
    [Number.isFinite(residue) && residue <= MAX_UPLOAD_RESIDUE_MB, `RSS ${mb(residue)} MB above the start after (max ${MAX_UPLOAD_RESIDUE_MB})`],
    alive(m.edgeExit),
  ]);
}

/** A real login during a login flood may take this many times its idle median (plus the slack below). */
export const MAX_FLOOD_LOGIN_FACTOR = 3;
/** Seconds added to that bound: an idle login of a fraction of a second leaves no room for one queue turn. */
export const FLOOD_LOGIN_SLACK_S = 0.5;

/** A real login during a flood from many addresses: every one succeeds, its median within the bound of the idle median. */
export function loginDuringFloodVerdict(m: { logins: number; loggedIn: number; idleMedianS: number; floodMedianS: number; edgeExit?: number | null }): Verdict {
  const bound = MAX_FLOOD_LOGIN_FACTOR * m.idleMedianS + FLOOD_LOGIN_SLACK_S;
  const s = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '?');
  return decide([
    [m.logins > 0 && m.loggedIn === m.logins, `player logged in ${m.loggedIn}/${m.logins} times during the flood (need all)`],
    [
      Number.isFinite(m.floodMedianS) && m.floodMedianS <= bound,
      `median login ${s(m.floodMedianS)} s during the flood, ${s(m.idleMedianS)} s idle (max ${MAX_FLOOD_LOGIN_FACTOR} x idle + ${FLOOD_LOGIN_SLACK_S} s = ${s(bound)} s)`,
    ],
    alive(m.edgeExit),
  ]);
}

/**
 * Redis killed mid-run: the limits held per edge (at most the shared burst before the kill and a
 * fresh one in memory after), /readyz said per-edge, the outage was logged once and without a stack.
 */
export function redisOutageVerdict(m: {
  smsPassed: number;
  smsCeiling: number;
  loginsPassed: number;
  loginCeiling: number;
  readyDuring?: string;
  downLines: number;
  stackLines: number;
  edgeExit?: number | null;
}): Verdict {
  return decide([
    [m.smsPassed <= m.smsCeiling, `${m.smsPassed} SMS passed the limits (max ${m.smsCeiling}: a burst shared, then one per edge)`],
    [m.loginsPassed <= m.loginCeiling, `${m.loginsPassed} logins passed the limits (max ${m.loginCeiling})`],
    [m.readyDuring === 'per-edge', `/readyz said rateLimits ${m.readyDuring ?? '?'} during the outage (need per-edge)`],
    [m.downLines === 1, `outage logged ${m.downLines} times (need once)`],
    [m.stackLines === 0, `${m.stackLines} stack lines logged (need 0)`],
    alive(m.edgeExit),
  ]);
}

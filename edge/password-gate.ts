// Password checks (a login, a registration, a break, a withdrawal's password) cost the operator a
// slow hash each. A flood from 200 addresses queued them past the edge's upstream deadline: a real
// player's login took 9 s and 4 of 5 got 504 (issue 27, attack scenario 9). The gate holds at most
// `inFlight` checks upstream at once; the rest wait in a short queue whose order is the client's
// standing: known (a session, or an address whose password was right lately) first, then clean
// ones, then suspects (an address or account with recent strikes: wrong passwords, refusals).
// Suspects take at most a quarter of the places (one of the default four: the sandbox hashes two
// at once, so a real login finds a hasher free). A full queue drops its newest lowest-standing
// entry for a better one, or refuses the newcomer at once; nobody waits past `waitMs`. A refusal
// is an answer at once (429, Retry-After), never a 504 after the upstream deadline. Pure: every runtime.

export type Standing = 'known' | 'clean' | 'suspect';

/** What a check's answer said: the password was right, wrong (or the account held back), or neither. */
export type CheckOutcome = 'passed' | 'failed' | 'other';

export interface GateClaim {
  /** The client key (address or IPv6 /64). */
  client: string;
  /** The account named in the body (a login), when there is one. */
  account?: string;
  /** The request carries a session token. */
  session: boolean;
}

export type GateEntry = { granted: true; done(outcome: CheckOutcome): void } | { granted: false; retryAfterS: number; reason: 'full' | 'waited' };

export interface PasswordGateOptions {
  /** Checks upstream at once. */
  inFlight: number;
  /** Checks waiting at most. */
  queued: number;
  /** Longest wait for a place before the check is refused. */
  waitMs: number;
  /** Places suspects never take (default: all but a quarter, at least one left to them). */
  reserved?: number;
  /** Strikes that make a client or account a suspect (default 3). */
  strikes?: number;
  /** How long strikes and a right password are remembered (default 10 minutes). */
  memoryMs?: number;
  /** Clients and accounts remembered at most (least recently seen go first; default 50,000). */
  maxRemembered?: number;
  now?: () => number;
}

export interface PasswordGate {
  /** Where a client (and account) stands, a session aside. */
  standing(client: string, account?: string): Standing;
  /** A strike against a client: one of its requests in the password class was refused. */
  strike(client: string): void;
  /** Waits for a place; `done` must be called once the answer is in. */
  enter(claim: GateClaim): Promise<GateEntry>;
  stats(): { inFlight: number; queued: number; refused: number };
}

interface Record {
  strikes: number;
  at: number;
  passedAt?: number;
}

interface Waiter {
  claim: GateClaim;
  resolve: (entry: GateEntry) => void;
  timer: ReturnType<typeof setTimeout>;
}

const LEVELS = 3;

export function createPasswordGate(options: PasswordGateOptions): PasswordGate {
  const now = options.now ?? (() => Date.now());
  const reserved = Math.min(options.reserved ?? options.inFlight - Math.max(1, Math.floor(options.inFlight / 4)), options.inFlight - 1);
  const strikeLimit = options.strikes ?? 3;
  const memoryMs = options.memoryMs ?? 10 * 60_000;
  const maxRemembered = options.maxRemembered ?? 50_000;
  const records = new Map<string, Record>();
  const queues: Waiter[][] = Array.from({ length: LEVELS }, () => []);
  let inFlight = 0;
  let refused = 0;

  const fresh = (key: string): Record | undefined => {
    const record = records.get(key);
    if (!record) return undefined;
    if (now() - record.at > memoryMs) {
      records.delete(key);
      return undefined;
    }
    return record;
  };
  const touch = (key: string): Record => {
    const record = fresh(key) ?? { strikes: 0, at: now() };
    records.delete(key);
    records.set(key, record);
    record.at = now();
    if (records.size > maxRemembered) records.delete(records.keys().next().value!);
    return record;
  };
  const keysOf = (client: string, account?: string) => [`c:${client}`, ...(account ? [`a:${account}`] : [])];

  const standing = (client: string, account?: string): Standing => {
    if (keysOf(client, account).some((key) => (fresh(key)?.strikes ?? 0) >= strikeLimit)) return 'suspect';
    return fresh(`c:${client}`)?.passedAt !== undefined ? 'known' : 'clean';
  };
  const levelOf = (claim: GateClaim): number => {
    const where = standing(claim.client, claim.account);
    if (where === 'suspect') return 2;
    return where === 'known' || claim.session ? 0 : 1;
  };
  const queuedCount = () => queues.reduce((sum, queue) => sum + queue.length, 0);

  const settle = (claim: GateClaim, outcome: CheckOutcome) => {
    if (outcome === 'other') return;
    for (const key of keysOf(claim.client, claim.account)) {
      const record = touch(key);
      if (outcome === 'failed') record.strikes += 1;
      else {
        record.strikes = 0;
        // Only the address earns trust: anyone may name an account.
        if (key.startsWith('c:')) record.passedAt = now();
      }
    }
  };

  const grant = (claim: GateClaim): GateEntry => {
    inFlight += 1;
    let finished = false;
    return {
      granted: true,
      done(outcome) {
        if (finished) return;
        finished = true;
        inFlight -= 1;
        settle(claim, outcome);
        next();
      },
    };
  };
  const refuse = (reason: 'full' | 'waited'): GateEntry => {
    refused += 1;
    return { granted: false, retryAfterS: Math.max(1, Math.ceil(options.waitMs / 1000)), reason };
  };
  const mayRun = (level: number) => inFlight < options.inFlight - (level === 2 ? reserved : 0);

  function next(): void {
    for (let level = 0; level < LEVELS; level += 1) {
      const queue = queues[level];
      while (queue.length > 0 && mayRun(level)) {
        const waiter = queue.shift()!;
        clearTimeout(waiter.timer);
        waiter.resolve(grant(waiter.claim));
      }
      if (queue.length > 0) return;
    }
  }

  return {
    standing,
    strike(client) {
      touch(`c:${client}`).strikes += 1;
    },
    enter(claim) {
      const level = levelOf(claim);
      if (mayRun(level) && queues.slice(0, level + 1).every((queue) => queue.length === 0)) return Promise.resolve(grant(claim));
      if (queuedCount() >= options.queued) {
        // The newest of the lowest standing below this one makes room, or the newcomer is refused.
        const victimLevel = [2, 1].find((candidate) => candidate > level && queues[candidate].length > 0);
        if (victimLevel === undefined) return Promise.resolve(refuse('full'));
        const victim = queues[victimLevel].pop()!;
        clearTimeout(victim.timer);
        victim.resolve(refuse('full'));
      }
      return new Promise<GateEntry>((resolve) => {
        const waiter: Waiter = {
          claim,
          resolve,
          timer: setTimeout(() => {
            const queue = queues[level];
            const index = queue.indexOf(waiter);
            if (index >= 0) queue.splice(index, 1);
            resolve(refuse('waited'));
          }, options.waitMs),
        };
        queues[level].push(waiter);
      });
    },
    stats: () => ({ inFlight, queued: queuedCount(), refused }),
  };
}

/** The outcome of a password check by its answer's envelope `code` (or `errcode`). */
export function checkOutcome(code: number | undefined, failureCodes: ReadonlySet<number>): CheckOutcome {
  if (code === 200 || code === 0) return 'passed';
  return code !== undefined && failureCodes.has(code) ? 'failed' : 'other';
}

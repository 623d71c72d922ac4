// The verdict rules of `npm run attack`: each holds on the numbers a fixed edge should give and not
// on the ones issue 9 measured on the code it started from.
import { describe, expect, it } from 'vitest';
import { faultFor } from '../../../scripts/attack/fake-upstream';
import {
  beaconFloodVerdict,
  channelLimitVerdict,
  lateExclusionPaymentVerdict,
  loginDuringFloodVerdict,
  redisOutageVerdict,
  manyAddressLoginVerdict,
  faultyUpstreamVerdict,
  LOCKOUT_POLICY,
  loginBurstVerdict,
  MAX_FLOOD_GROWTH_MB,
  MAX_SMS_BURST,
  MIN_SUCCESS_SHARE,
  sigtermVerdict,
  slowlorisVerdict,
  smsBurstVerdict,
  SOCKET_SLACK,
  uploadSessionsVerdict,
} from '../../../scripts/attack/verdicts';

describe('attack verdicts', () => {
  it('slowloris holds only when every player call was answered and the edge kept running', () => {
    expect(slowlorisVerdict({ playerCalls: 20, playerOk: 20 })).toEqual({ held: true, why: ['player calls answered 20/20 (need all)', 'edge kept running'] });
    expect(slowlorisVerdict({ playerCalls: 20, playerOk: 19 })).toEqual({ held: false, why: ['player calls answered 19/20 (need all)'] });
    // No call made is no evidence.
    expect(slowlorisVerdict({ playerCalls: 0, playerOk: 0 }).held).toBe(false);
    expect(slowlorisVerdict({ playerCalls: 5, playerOk: 5, edgeExit: 1 })).toEqual({ held: false, why: ['edge exited (1)'] });
  });

  it('a beacon flood holds when the player call answers and RSS grows within the bound', () => {
    expect(beaconFloodVerdict({ playerOk: true, rssBeforeMb: 58, rssPeakMb: 58 + MAX_FLOOD_GROWTH_MB }).held).toBe(true);
    expect(beaconFloodVerdict({ playerOk: true, rssBeforeMb: 58, rssPeakMb: 762 })).toEqual({ held: false, why: ['RSS grew 704 MB (max 100)'] });
    expect(beaconFloodVerdict({ playerOk: false, rssBeforeMb: 58, rssPeakMb: 60 }).why).toEqual(['player call NOT answered during the flood']);
    // A figure that could not be read does not pass.
    expect(beaconFloodVerdict({ playerOk: true, rssBeforeMb: 58, rssPeakMb: NaN }).held).toBe(false);
  });

  it('upstream faults hold with no 500 passed, stalls ended, enough 200s and sockets back', () => {
    const good = { statusCounts: { '200': 850, '429': 5000, '502': 100, '504': 10 }, stallProbes: 20, stallsEnded: 20, socketsBefore: 3, socketsAfter: 3 + SOCKET_SLACK };
    expect(faultyUpstreamVerdict(good).held).toBe(true);
    expect(faultyUpstreamVerdict({ ...good, statusCounts: { ...good.statusCounts, '500': 1 } }).why).toEqual(['1 upstream 500s passed through (need 0)']);
    expect(faultyUpstreamVerdict({ ...good, stallsEnded: 0 }).why).toEqual(['0/20 stalled bodies ended by the edge (need all)']);
    expect(faultyUpstreamVerdict({ ...good, socketsAfter: 4 + SOCKET_SLACK }).held).toBe(false);
    // 429s aside, 504s everywhere is a starved pool.
    expect(faultyUpstreamVerdict({ ...good, statusCounts: { '200': 100, '504': 900 } }).why).toEqual([`10% of answers (429s aside) were 200 (need ${MIN_SUCCESS_SHARE * 100}%)`]);
  });

  it("the fake upstream's fault plan leaves a fixed edge above the success share", () => {
    const plan = Array.from({ length: 1000 }, (_, n) => faultFor(n));
    const count = (fault: string) => plan.filter((f) => f === fault).length;
    expect([count('stall'), count('html500'), count('slow')]).toEqual([10, 100, 50]);
    // Slow answers still succeed; HTML 500s become 502s and stalls errors.
    expect((count('ok') + count('slow')) / plan.length).toBeGreaterThanOrEqual(MIN_SUCCESS_SHARE);
  });

  it('SIGTERM holds with nothing lost, every answer 200 and exit code 0', () => {
    expect(sigtermVerdict({ sent: 900, answered: 900, ok: 900, exitCode: 0 }).held).toBe(true);
    expect(sigtermVerdict({ sent: 900, answered: 876, ok: 876, exitCode: 1 })).toEqual({ held: false, why: ['24 of 900 requests lost (need 0)', 'exit code 1 (need 0)'] });
    expect(sigtermVerdict({ sent: 900, answered: 900, ok: 900, exitCode: null }).why).toEqual(['exit code none (killed) (need 0)']);
    expect(sigtermVerdict({ sent: 0, answered: 0, ok: 0, exitCode: 0 }).held).toBe(false);
    expect(sigtermVerdict({ sent: 900, answered: 900, ok: 100, exitCode: 0 })).toEqual({ held: false, why: ['100 of 900 answers were 200 (need all)'] });
  });

  it('a login burst holds at the policy count, read from the records, else from the answers', () => {
    expect(loginBurstVerdict({ recorded: LOCKOUT_POLICY, answeredWrong: 4 }).held).toBe(true);
    // Today's sandbox answers "locked" to guesses it already checked: the records decide.
    expect(loginBurstVerdict({ recorded: 50, answeredWrong: 4 })).toEqual({ held: false, why: ['50 wrong passwords recorded (policy 5)'] });
    expect(loginBurstVerdict({ answeredWrong: 48 })).toEqual({ held: false, why: ['48 answered "wrong password" (policy 5)'] });
  });

  it('an SMS burst holds when at most the per-address maximum went out', () => {
    expect(smsBurstVerdict({ sent: MAX_SMS_BURST }).held).toBe(true);
    expect(smsBurstVerdict({ sent: 100 })).toEqual({ held: false, why: ['100 SMS sent (max 10 per address)'] });
  });

  it('guesses from many addresses hold at the per-account policy, with the owner in after the back-off', () => {
    expect(manyAddressLoginVerdict({ recorded: LOCKOUT_POLICY, answeredWrong: 4, ownerIn: true, ownerWaitS: 2 }).held).toBe(true);
    // Issue 27: guesses from 40 addresses were all checked.
    expect(manyAddressLoginVerdict({ recorded: 120, answeredWrong: 120, ownerIn: true, ownerWaitS: 0 }).held).toBe(false);
    expect(manyAddressLoginVerdict({ recorded: 5, answeredWrong: 4, ownerIn: false, ownerWaitS: 60 }).held).toBe(false);
  });

  it('parallel checkouts hold when the credits stay within the channel limit, and something was paid', () => {
    expect(channelLimitVerdict({ credited: 10_000_000, limit: 10_000_000 }).held).toBe(true);
    // Issue 27: ₱200,000 against a ₱100,000 limit.
    expect(channelLimitVerdict({ credited: 20_000_000, limit: 10_000_000 })).toEqual({ held: false, why: ['₱200,000 credited (limit ₱100,000, need more than 0)'] });
    expect(channelLimitVerdict({ credited: 0, limit: 10_000_000 }).held).toBe(false);
    expect(channelLimitVerdict({ limit: 10_000_000 }).held).toBe(false);
  });

  it('a late payment after self-exclusion holds only when nothing was credited', () => {
    expect(lateExclusionPaymentVerdict({ excluded: true, credited: 0 }).held).toBe(true);
    expect(lateExclusionPaymentVerdict({ excluded: true, credited: 1_000_000 }).held).toBe(false);
    expect(lateExclusionPaymentVerdict({ excluded: false, credited: 0 }).held).toBe(false);
  });

  it('a real login during a flood holds when every login succeeded within 3 x the idle median + 0.5 s', () => {
    expect(loginDuringFloodVerdict({ logins: 5, loggedIn: 5, idleMedianS: 0.2, floodMedianS: 0.98 }).held).toBe(true);
    // The first run of scenario 9: 0.60 s idle, 9.07 s during the flood, 4 of 5 answered 504.
    expect(loginDuringFloodVerdict({ logins: 5, loggedIn: 1, idleMedianS: 0.6, floodMedianS: 9.07 })).toEqual({
      held: false,
      why: ['player logged in 1/5 times during the flood (need all)', 'median login 9.07 s during the flood, 0.60 s idle (max 3 x idle + 0.5 s = 2.30 s)'],
    });
    expect(loginDuringFloodVerdict({ logins: 5, loggedIn: 5, idleMedianS: 0.5, floodMedianS: 3.36 }).held).toBe(false);
  });

  it('a Redis outage holds when the limits held per edge, /readyz said so, and the outage was logged once without a stack', () => {
    const held = { smsPassed: 19, smsCeiling: 20, loginsPassed: 41, loginCeiling: 60, readyDuring: 'per-edge', downLines: 1, stackLines: 0 };
    expect(redisOutageVerdict(held).held).toBe(true);
    // Issue 27: with Redis down 60 of 60 SMS passed, and each request logged a stack.
    expect(redisOutageVerdict({ ...held, smsPassed: 60, stackLines: 600, downLines: 0 }).why).toEqual([
      '60 SMS passed the limits (max 20: a burst shared, then one per edge)',
      'outage logged 0 times (need once)',
      '600 stack lines logged (need 0)',
    ]);
    expect(redisOutageVerdict({ ...held, readyDuring: 'shared' }).held).toBe(false);
  });

  it('a logged-in upload flood holds on the streamed figures and not on the figures of bodies read whole', () => {
    expect(uploadSessionsVerdict({ taken: 83, playerOk: true, rssMb: { before: 59, peak: 107, after: 103 } }).held).toBe(true);
    expect(uploadSessionsVerdict({ taken: 77, playerOk: true, rssMb: { before: 59, peak: 231, after: 191 } })).toEqual({
      held: false,
      why: ['RSS grew 172 MB at the peak (max 72)', 'RSS 132 MB above the start after (max 100)'],
    });
    // No upload taken is no evidence, and a figure that could not be read does not pass.
    expect(uploadSessionsVerdict({ taken: 0, playerOk: true, rssMb: { before: 59, peak: 60, after: 59 } }).why).toEqual(['0 uploads taken by the upstream (need some)']);
    expect(uploadSessionsVerdict({ taken: 5, playerOk: true, rssMb: { before: 59, peak: NaN, after: 59 } }).held).toBe(false);
  });
});

// Issue 9, "Beacon flood": with a hanging upstream, every beacon used to start its own forward on
// the player calls' fetch, with no cap on the backlog. Now forwards wait in a bounded queue and go
// through their own fetch; player calls keep theirs.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../edge/rate-limit/rules';
import { createBeaconQueue } from '../../../edge/routes/beacon-queue';
import { buildEdge, callsTo, recordingFetch } from '../edge-fixtures';

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
const beacon = (): RequestInit => ({ method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ eventList: [{ eventName: 'view', eventTime: 1, eventUserId: 0 }] }) });
const noBeaconLimit = { ...DEFAULT_RATE_LIMITS, beacon: null };

describe('beacon flood', () => {
  it('keeps at most maxInFlight forwards running and maxQueued waiting, counting what it drops', async () => {
    const hanging = recordingFetch(() => new Promise<Response>(() => undefined));
    const queue = createBeaconQueue({ maxInFlight: 4, maxQueued: 16 });
    const { app } = buildEdge({ beaconFetch: hanging.fetch, beaconQueue: queue, rateLimits: noBeaconLimit });
    for (let i = 0; i < 500; i += 1) expect((await app.request('/beacon', beacon())).status).toBe(204);
    await settle();
    expect(hanging.calls).toHaveLength(4);
    expect(queue.stats()).toEqual({ inFlight: 4, queued: 16, dropped: 480, done: 0 });
  });

  it('sends the newest waiting forwards once the upstream answers again', async () => {
    const pending: ((response: Response) => void)[] = [];
    const upstream = recordingFetch(() => new Promise<Response>((resolve) => pending.push(resolve)));
    const queue = createBeaconQueue({ maxInFlight: 1, maxQueued: 2 });
    const { app } = buildEdge({ beaconFetch: upstream.fetch, beaconQueue: queue, rateLimits: noBeaconLimit });
    for (let i = 0; i < 5; i += 1) {
      await app.request('/beacon', { ...beacon(), body: JSON.stringify({ eventList: [{ eventName: `e${i}` }] }) });
    }
    for (let round = 0; round < 3; round += 1) {
      await settle();
      pending.shift()?.(Response.json({ code: 200 }));
      await settle();
    }
    await settle();
    const sent = upstream.calls.map((call) => (JSON.parse(call.body) as { eventList: { eventName: string }[] }).eventList[0].eventName);
    // e0 was in flight; e1 and e2 were pushed out by e3 and e4.
    expect(sent).toEqual(['e0', 'e3', 'e4']);
    expect(queue.stats()).toEqual({ inFlight: 0, queued: 0, dropped: 2, done: 3 });
  });

  it('never sends beacon forwards through the player calls\' fetch, so a flood cannot hold their sockets', async () => {
    const hangingBeacons = recordingFetch(() => new Promise<Response>(() => undefined));
    const { app, upstream } = buildEdge({ beaconFetch: hangingBeacons.fetch, rateLimits: noBeaconLimit });
    for (let i = 0; i < 300; i += 1) await app.request('/beacon', beacon());
    await settle();
    const call = await app.request('/app/v1/anonymous/appTheme', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(call.status).toBe(200);
    expect(callsTo(upstream.calls, 'anonymous/appEventLogClient')).toHaveLength(0);
    expect(callsTo(upstream.calls, 'anonymous/appTheme')).toHaveLength(1);
  });

  it('answers 429 to a flood from one address past the beacon bucket', async () => {
    const hanging = recordingFetch(() => new Promise<Response>(() => undefined));
    // A still clock: on a slow machine the bucket would otherwise refill a token mid-flood.
    const { app } = buildEdge({ beaconFetch: hanging.fetch, now: () => 1_000_000 });
    const statuses: number[] = [];
    for (let i = 0; i < 200; i += 1) statuses.push((await app.request('/beacon', beacon())).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(DEFAULT_RATE_LIMITS.beacon!.burst);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - DEFAULT_RATE_LIMITS.beacon!.burst);
  });
});

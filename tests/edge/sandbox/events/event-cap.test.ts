// Issue 9, "Beacon flood": one client wrote 945,000 event rows in 15 s. The sandbox now stores at
// most EVENT_ROWS_PER_DEVICE_PER_MINUTE rows per device a minute and says how many it dropped.
import { describe, expect, it } from 'vitest';
import { EVENT_ROWS_PER_DEVICE_PER_MINUTE, EVENT_ROWS_PER_MINUTE } from '../../../../edge/sandbox/events/event-cap';
import { EVENT_LOG_MAX_AGE_MS, pruneEventLogs } from '../../../../edge/sandbox/events/event-log-store';
import { makeSandbox, type TestSandbox } from '../helpers';

const event = (eventUserId: number) => ({
  eventName: 'view_home', eventTime: 1_700_000_000, eventUserId, channel: 'WEB', appId: 'app', version: '1.1.6',
  eventInterfaceId: '', eventShowType: '', eventRoomId: '', eventFrom: 'home', eventInteractCount: 1,
});
const rows = (sandbox: TestSandbox): number => (sandbox.db.prepare('SELECT COUNT(*) AS n FROM event_logs').get() as { n: number }).n;

/** Posts `count` events of `eventUserId` in batches of 100; resolves with the dropped total. */
async function post(sandbox: TestSandbox, eventUserId: number, count: number, token?: string): Promise<number> {
  let dropped = 0;
  for (let left = count; left > 0; left -= 100) {
    const { body } = await sandbox.call('anonymous/appEventLogClient', { eventList: Array(Math.min(100, left)).fill(event(eventUserId)) }, token);
    expect(body.code).toBe(200);
    dropped += body.dropped as number;
  }
  return dropped;
}

describe('event rows per device per minute', () => {
  it('stores up to the cap, drops the rest with a count, and starts again the next minute', async () => {
    const sandbox = makeSandbox();
    expect(await post(sandbox, 7, EVENT_ROWS_PER_DEVICE_PER_MINUTE + 250)).toBe(250);
    expect(rows(sandbox)).toBe(EVENT_ROWS_PER_DEVICE_PER_MINUTE);
    // Another device is not affected.
    expect(await post(sandbox, 8, 10)).toBe(0);
    sandbox.clock.advance(60_000);
    expect(await post(sandbox, 7, 100)).toBe(0);
    expect(rows(sandbox)).toBe(EVENT_ROWS_PER_DEVICE_PER_MINUTE + 110);
  });

  it('counts a logged-in player by the session, whatever eventUserId the events claim', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('capped01');
    let dropped = 0;
    for (let i = 0; i < EVENT_ROWS_PER_DEVICE_PER_MINUTE / 100 + 2; i += 1) dropped += await post(sandbox, 1000 + i, 100, token);
    expect(dropped).toBe(200);
  });

  it('bounds all devices together, so rotating eventUserId does not get round it', async () => {
    const sandbox = makeSandbox();
    let dropped = 0;
    for (let i = 0; i < EVENT_ROWS_PER_MINUTE / 100 + 3; i += 1) dropped += await post(sandbox, 5000 + i, 100);
    expect(dropped).toBe(300);
    expect(rows(sandbox)).toBe(EVENT_ROWS_PER_MINUTE);
  });
});

describe('issue 27: the event table stays a bounded window, and a flood leaves real devices their share', () => {
  const from = (sandbox: TestSandbox, address: string, eventUserId: number, count: number) =>
    sandbox.raw('anonymous/appEventLogClient', JSON.stringify({ eventList: Array(count).fill(event(eventUserId)) }), { 'x-forwarded-for': address }).then((r) => r.json() as Promise<{ dropped: number }>);

  it('a flood from rotating addresses that uses up the minute still lets a real device store its events', async () => {
    const sandbox = makeSandbox();
    for (let i = 0; i < EVENT_ROWS_PER_MINUTE / 100 + 20; i += 1) await from(sandbox, `198.51.${Math.floor(i / 250)}.${i % 250}`, 9000 + i, 100);
    // Today's code dropped all of these: the global cap was spent.
    expect((await from(sandbox, '203.0.113.7', 42, 5)).dropped).toBe(0);
    expect((await from(sandbox, '2001:db8:1:2::7', 43, 5)).dropped).toBe(0);
  }, 20_000);

  it('prunes the oldest rows in batches past the count and age limits', () => {
    const sandbox = makeSandbox();
    const insert = sandbox.db.prepare("INSERT INTO event_logs (user_id, event_name, event_time, payload, received_at) VALUES (NULL, 'x', 0, '{}', ?)");
    const now = 10 * EVENT_LOG_MAX_AGE_MS;
    sandbox.db.transaction(() => {
      for (let i = 0; i < 300; i += 1) insert.run(now - EVENT_LOG_MAX_AGE_MS - 1);
      for (let i = 0; i < 900; i += 1) insert.run(now);
    })();
    pruneEventLogs(sandbox.db, now, 1_000_000);
    expect(rows(sandbox)).toBe(900);
    pruneEventLogs(sandbox.db, now, 600);
    expect(rows(sandbox)).toBe(600);
    const oldest = sandbox.db.prepare('SELECT MIN(id) AS id FROM event_logs').get() as { id: number };
    expect(oldest.id).toBe(601);
  });
});

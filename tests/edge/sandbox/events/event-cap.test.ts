// Issue 9, "Beacon flood": one client wrote 945,000 event rows in 15 s. The sandbox now stores at
// most EVENT_ROWS_PER_DEVICE_PER_MINUTE rows per device a minute and says how many it dropped.
import { describe, expect, it } from 'vitest';
import { EVENT_ROWS_PER_DEVICE_PER_MINUTE, EVENT_ROWS_PER_MINUTE } from '../../../../edge/sandbox/events/event-cap';
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

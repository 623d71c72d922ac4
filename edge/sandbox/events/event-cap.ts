// Caps stored event rows per device per minute, so one client cannot fill the database (a flood
// once wrote 945,000 rows in 15 s). The device is the session's user when the call has one, else
// the event's `eventUserId` (0 for every logged-out device: they share one allowance). Because a
// client can claim any eventUserId, a cap on all devices together bounds the table's growth too.
// Counts live in memory per database, in fixed one-minute windows of the app's clock: the sandbox
// is one process, and a count that restarts with it is good enough for a cap.
import type { SandboxDb } from '../db-types';

/** Rows one device may store per minute. */
export const EVENT_ROWS_PER_DEVICE_PER_MINUTE = 600;
/** Rows all devices together may store per minute. */
export const EVENT_ROWS_PER_MINUTE = 20_000;

interface Window {
  minute: number;
  total: number;
  perDevice: Map<string, number>;
}

const windows = new WeakMap<SandboxDb, Window>();

/** Splits `events` into those to store and the number dropped, and counts the stored ones. */
export function capEvents<E extends { eventUserId: number }>(db: SandboxDb, sessionUserId: number | null, events: readonly E[], now: number): { kept: E[]; dropped: number } {
  const minute = Math.floor(now / 60_000);
  let window = windows.get(db);
  // A new minute starts from zero; the map never holds more than one minute's devices.
  if (!window || window.minute !== minute) {
    window = { minute, total: 0, perDevice: new Map() };
    windows.set(db, window);
  }
  const kept: E[] = [];
  for (const event of events) {
    const device = sessionUserId !== null ? `user:${sessionUserId}` : `event-user:${event.eventUserId}`;
    const count = window.perDevice.get(device) ?? 0;
    if (count >= EVENT_ROWS_PER_DEVICE_PER_MINUTE || window.total >= EVENT_ROWS_PER_MINUTE) continue;
    window.perDevice.set(device, count + 1);
    window.total += 1;
    kept.push(event);
  }
  return { kept, dropped: events.length - kept.length };
}

// Caps stored event rows per device per minute, so one client cannot fill the database (a flood
// once wrote 945,000 rows in 15 s). The device is the session's user when the call has one, else
// the event's `eventUserId` within the client's address group (the edge's X-Forwarded-For;
// IPv6 by /64). A cap on all devices together bounds the table's growth, with a fair
// share past it so rotating addresses cannot use up real phones' allowance.
// Counts live in memory per database, in fixed one-minute windows of the app's clock: the sandbox
// is one process, and a count that restarts with it is good enough for a cap.
import type { SandboxDb } from '../db-types';

/** Rows one device may store per minute. */
export const EVENT_ROWS_PER_DEVICE_PER_MINUTE = 600;
/** Rows all devices together may store per minute before only the small senders get in. */
export const EVENT_ROWS_PER_MINUTE = 20_000;
/**
 * Rows a device stores per minute however busy the minute: past EVENT_ROWS_PER_MINUTE, a device
 * (or address group) that stored fewer still gets in, up to twice the cap, so a flood from many
 * addresses cannot take the allowance of real phones (a few events a minute each).
 */
export const EVENT_FAIR_SHARE_PER_MINUTE = 30;

interface Window {
  minute: number;
  total: number;
  perDevice: Map<string, number>;
  /** Rows per address group (or logged-in player) this minute, for the fair share. */
  perGroup: Map<string, number>;
}

const windows = new WeakMap<SandboxDb, Window>();

/** An IPv4 address as it is, an IPv6 one by its /64 (one subscriber picks any address in it). */
function addressGroup(address: string): string {
  if (!address.includes(':') || /^::ffff:/i.test(address)) return address.replace(/^::ffff:/i, '');
  return address.split(':').slice(0, 4).join(':');
}

/** Splits `events` into those to store and the number dropped, and counts the stored ones. */
export function capEvents<E extends { eventUserId: number }>(db: SandboxDb, sessionUserId: number | null, events: readonly E[], now: number, address = ''): { kept: E[]; dropped: number } {
  const minute = Math.floor(now / 60_000);
  let window = windows.get(db);
  // A new minute starts from zero; the map never holds more than one minute's devices.
  if (!window || window.minute !== minute) {
    window = { minute, total: 0, perDevice: new Map(), perGroup: new Map() };
    windows.set(db, window);
  }
  const kept: E[] = [];
  // A logged-in player is their own group; the rest share their address's.
  const group = sessionUserId !== null ? `user:${sessionUserId}` : addressGroup(address);
  for (const event of events) {
    const device = sessionUserId !== null ? `user:${sessionUserId}` : `event-user:${event.eventUserId}@${group}`;
    const count = window.perDevice.get(device) ?? 0;
    const fromGroup = window.perGroup.get(group) ?? 0;
    if (count >= EVENT_ROWS_PER_DEVICE_PER_MINUTE || window.total >= 2 * EVENT_ROWS_PER_MINUTE) continue;
    if (window.total >= EVENT_ROWS_PER_MINUTE && fromGroup >= EVENT_FAIR_SHARE_PER_MINUTE) continue;
    window.perDevice.set(device, count + 1);
    window.perGroup.set(group, fromGroup + 1);
    window.total += 1;
    kept.push(event);
  }
  return { kept, dropped: events.length - kept.length };
}

// Owner of event_logs: the client's analytics events as received.
import type { SandboxDb } from '../db-types';

export interface StoredEvent {
  eventName: string;
  eventTime: number;
}

/** Stores a batch in one transaction; the user id comes from the session, never from the client. */
export function insertEventLogs(db: SandboxDb, userId: number | null, events: readonly StoredEvent[], now: number): void {
  const insert = db.prepare('INSERT INTO event_logs (user_id, event_name, event_time, payload, received_at) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const event of events) insert.run(userId, event.eventName, event.eventTime, JSON.stringify(event), now);
    pruneEventLogs(db, now);
  })();
}

/** Rows kept at most, and for how long: a bounded window (a flood once added 40,000 rows, 37.6 MB, in 30 s). */
export const EVENT_LOG_MAX_ROWS = 200_000;
export const EVENT_LOG_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Rows deleted at most per insert: more than one batch (100 events) adds, so the window converges, and cheap. */
const PRUNE_BATCH = 500;

/**
 * Deletes the oldest rows past the window, one batch at a time, by rowid only (the primary key):
 * rows older than the age limit among the oldest batch, and rows past the count limit. Ids only
 * grow and only the oldest are deleted, so max(id) - min(id) + 1 is the row count, read from the index.
 */
export function pruneEventLogs(db: SandboxDb, now: number, maxRows = EVENT_LOG_MAX_ROWS): void {
  db.prepare('DELETE FROM event_logs WHERE id IN (SELECT id FROM event_logs ORDER BY id LIMIT ?) AND received_at < ?').run(PRUNE_BATCH, now - EVENT_LOG_MAX_AGE_MS);
  const span = db.prepare('SELECT MIN(id) AS low, MAX(id) AS high FROM event_logs').get() as { low: number | null; high: number | null };
  if (span.low === null || span.high === null || span.high - span.low + 1 <= maxRows) return;
  db.prepare('DELETE FROM event_logs WHERE id IN (SELECT id FROM event_logs WHERE id <= ? ORDER BY id LIMIT ?)').run(span.high - maxRows, PRUNE_BATCH);
}

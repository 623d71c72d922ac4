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
  })();
}

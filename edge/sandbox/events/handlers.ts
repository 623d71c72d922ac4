// anonymous/appEventLogClient: stores the client's analytics events (the schema caps the batch
// at 100 items and each field's length).
import type { Handler } from '../handler';

export const appEventLogClient: Handler<'anonymous/appEventLogClient'> = (ctx, req) => {
  const insert = ctx.db.prepare('INSERT INTO event_logs (user_id, event_name, event_time, payload, received_at) VALUES (?, ?, ?, ?, ?)');
  ctx.db.transaction(() => {
    // The user id comes from the session, never from the client's eventUserId.
    for (const event of req.eventList) insert.run(ctx.session?.userId ?? null, event.eventName, event.eventTime, JSON.stringify(event), ctx.now);
  })();
  return {};
};

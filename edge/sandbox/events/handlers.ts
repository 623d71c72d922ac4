// anonymous/appEventLogClient: stores the client's analytics events (the schema caps the batch
// at 100 items and each field's length). Over the per-device cap (event-cap.ts) events are
// dropped and the call still succeeds, saying how many: analytics are best effort, and an error
// would only make a well-behaved client retry.
import type { Handler } from '../handler';
import { capEvents } from './event-cap';
import { insertEventLogs } from './event-log-store';

export const appEventLogClient: Handler<'anonymous/appEventLogClient'> = (ctx, req) => {
  const userId = ctx.session?.userId ?? null;
  const { kept, dropped } = capEvents(ctx.db, userId, req.eventList, ctx.now, ctx.address);
  if (kept.length > 0) insertEventLogs(ctx.db, userId, kept, ctx.now);
  return { dropped };
};

// anonymous/appEventLogClient: stores the client's analytics events (the schema caps the batch
// at 100 items and each field's length).
import type { Handler } from '../handler';
import { insertEventLogs } from './event-log-store';

export const appEventLogClient: Handler<'anonymous/appEventLogClient'> = (ctx, req) => {
  insertEventLogs(ctx.db, ctx.session?.userId ?? null, req.eventList, ctx.now);
  return {};
};

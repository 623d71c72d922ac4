// The app-wide event log (spec section 9): one batcher from lib/event-log.ts, the signed-in user's
// id on each event, a beacon flush on page hide, (widgets/view-event.ts adds the 'seen at 50%' hook).
import { call } from '../api/http';
import * as coreCalls from '../../contract/core';
import { createEventLog, type EventInput } from '../lib/event-log';
import { $user } from './session';

const eventLog = createEventLog({
  send: (items) => call(coreCalls.appEventLogClient, { eventList: items }, { silentTimeout: true }),
  userId: () => $user.get()?.id ?? 0,
});

/** Queues one event (sent in batches of 20, within 2 s, or by beacon when the page hides). */
export function trackEvent(input: EventInput): void {
  eventLog.track(input);
}

/** Starts the page-hide flush; the cleanup flushes what is queued and stops listening. */
export function startEventLog(): () => void {
  const stop = eventLog.listenForPageHide();
  return () => {
    stop();
    eventLog.flush();
  };
}

/** Events queued and not yet sent (tests). */
export const pendingEvents = (): number => eventLog.pending();

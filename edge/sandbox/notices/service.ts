// The notices domain's surface: the seed. The notice popup (activity 25) shows the activity's
// title; the notice kept for it carries the same text, so the list and the popup agree.
import type { SandboxDb } from '../db-types';
import { findActivityTitle } from '../activities/service';
import { hasNotices, insertNotice } from './notice-store';

const NOTICE_ACTIVITY_ID = 25;
const DAY_MS = 24 * 3600_000;

/** Seeds the notices once: two older announcements and the one the notice popup shows (newest). */
export function seedNotices(db: SandboxDb, now: number): void {
  db.transaction(() => {
    if (hasNotices(db)) return;
    insertNotice(db, {
      title: 'Welcome to the new lobby',
      body: 'Games are now grouped by type, and search finds a game by its name or its provider. Your favourites and history moved with you.',
      createdAt: now - 6 * DAY_MS,
    });
    insertNotice(db, {
      title: 'Play within your limits',
      body: 'Set a deposit limit, a reality check or a break from Account, Responsible gaming. Help is free: NCMH Crisis Hotline 1553.',
      createdAt: now - 3 * DAY_MS,
    });
    const popupText = findActivityTitle(db, NOTICE_ACTIVITY_ID);
    if (popupText) insertNotice(db, { title: 'Bank maintenance tonight', body: popupText, activityId: NOTICE_ACTIVITY_ID, createdAt: now });
  }).immediate();
}

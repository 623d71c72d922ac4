// Owner of activities: the operator's banners and popups, in display order.
import type { SandboxDb } from '../db-types';

export interface ActivityRow {
  id: number;
  sort: number;
  title: string;
  type: number;
  click_action: number;
  click_type: number;
  unlogin_show_status: number;
  theme_url: string;
  game_id: number;
  link_url: string;
}

/** An activity as the seed writes it (camelCase, `sort` from its position). */
export interface ActivityInput {
  id: number;
  sort: number;
  title: string;
  type: number;
  clickAction: number;
  clickType: number;
  unloginShowStatus: 0 | 1;
  themeUrl: string;
  gameId: number;
  linkUrl: string;
}

/** The enabled activities in display order. */
export const listActiveActivities = (db: SandboxDb): ActivityRow[] =>
  db
    .prepare('SELECT id, sort, title, type, click_action, click_type, unlogin_show_status, theme_url, game_id, link_url FROM activities WHERE status = 1 ORDER BY sort, id')
    .all() as ActivityRow[];

/** The ids of the enabled activities in display order. */
export const activeActivityIds = (db: SandboxDb): number[] =>
  db.prepare('SELECT id FROM activities WHERE status = 1 ORDER BY sort, id').pluck().all() as number[];

/** The title of an activity (enabled or not), or undefined. */
export const findActivityTitle = (db: SandboxDb, id: number): string | undefined =>
  db.prepare('SELECT title FROM activities WHERE id = ?').pluck().get(id) as string | undefined;

/**
 * Inserts the activities, and fills rows an older database has without banner fields (title
 * still ''); rows already filled are left as they are.
 */
export function fillActivities(db: SandboxDb, activities: readonly ActivityInput[]): void {
  const upsert = db.prepare(`
    INSERT INTO activities (id, sort, status, title, type, click_action, click_type, unlogin_show_status, theme_url, game_id, link_url)
    VALUES (@id, @sort, 1, @title, @type, @clickAction, @clickType, @unloginShowStatus, @themeUrl, @gameId, @linkUrl)
    ON CONFLICT(id) DO UPDATE SET sort = excluded.sort, title = excluded.title, type = excluded.type, click_action = excluded.click_action,
      click_type = excluded.click_type, unlogin_show_status = excluded.unlogin_show_status, theme_url = excluded.theme_url,
      game_id = excluded.game_id, link_url = excluded.link_url
    WHERE activities.title = ''`);
  db.transaction(() => {
    for (const activity of activities) upsert.run(activity);
  })();
}

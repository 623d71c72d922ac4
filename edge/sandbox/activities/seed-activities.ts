// Seeded activities (ids from the spec's activity table): banners covering every click rule the
// client implements — internal routes, starting a game, an external link, a login-only one, the
// jackpot and the spin action (their modals come with a later issue).
import { ClickType } from '../../../client/api/contract/activities';
import type { SandboxDb } from '../db';

export interface SeedActivity {
  id: number;
  title: string;
  type: number;
  clickAction: number;
  clickType: ClickType;
  unloginShowStatus: 0 | 1;
  themeUrl: string;
  gameId: number;
  linkUrl: string;
}

const internal = (id: number, title: string, extra: Partial<SeedActivity> = {}): SeedActivity => ({
  id,
  title,
  type: 0,
  clickAction: 0,
  clickType: ClickType.internal,
  unloginShowStatus: 1,
  themeUrl: '',
  gameId: 0,
  linkUrl: '',
  ...extra,
});

/** In display order. */
export const SEED_ACTIVITIES: SeedActivity[] = [
  internal(8, 'VIP Privileges'),
  internal(35, 'Fiesta Slots: play now', { clickType: ClickType.startGame, gameId: 1001 }),
  internal(36, 'Daily Sign-in Rewards'),
  internal(42, 'Daily Tasks'),
  internal(44, 'First Deposit Bonus', { unloginShowStatus: 0 }),
  internal(21, 'Follow us on Facebook', { clickType: ClickType.externalLink, linkUrl: 'https://www.facebook.com/' }),
  internal(47, 'Lucky Jackpot'),
  internal(20, 'Invite & Spin', { clickAction: 20 }),
  internal(4, 'Bind your mobile', { unloginShowStatus: 0 }),
];

/** Banner art of an activity (served by art/routes.ts). */
export const activityBanner = (id: number): string => `/sandbox/art/banners/${id}.svg`;

/**
 * Inserts the seed activities, and fills rows an older database has without banner fields
 * (title still ''); rows already filled are left as they are.
 */
export function seedActivities(db: SandboxDb): void {
  const upsert = db.prepare(`
    INSERT INTO activities (id, sort, status, title, type, click_action, click_type, unlogin_show_status, theme_url, game_id, link_url)
    VALUES (@id, @sort, 1, @title, @type, @clickAction, @clickType, @unloginShowStatus, @themeUrl, @gameId, @linkUrl)
    ON CONFLICT(id) DO UPDATE SET sort = excluded.sort, title = excluded.title, type = excluded.type, click_action = excluded.click_action,
      click_type = excluded.click_type, unlogin_show_status = excluded.unlogin_show_status, theme_url = excluded.theme_url,
      game_id = excluded.game_id, link_url = excluded.link_url
    WHERE activities.title = ''`);
  db.transaction(() => {
    SEED_ACTIVITIES.forEach((activity, index) => upsert.run({ ...activity, sort: index + 1 }));
  })();
}

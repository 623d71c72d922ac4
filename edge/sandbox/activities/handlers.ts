// getActivityIds: the activity state (banners and popups) for guests and members.
import type { ActivityInfo, ClickType } from '../../../contract/activities';
import { isDone } from '../../../contract/banner-click';
import type { Handler } from '../handler';
import { findUserById } from '../users/service';
import { activityBanner, POPUP_ONLY_ACTIVITIES } from './seed-activities';
import { listActiveActivities, type ActivityRow } from './activity-store';

/** The spin activity (InviteUserSpin) that makes `hasTurntable` true. */
const SPIN_ACTIVITY_ID = 20;

const toActivity = (row: ActivityRow): ActivityInfo => ({
  id: row.id,
  title: row.title,
  banner: POPUP_ONLY_ACTIVITIES.has(row.id) ? '' : activityBanner(row.id),
  sort: row.sort,
  type: row.type,
  clickAction: row.click_action,
  clickType: row.click_type as ClickType,
  unloginShowStatus: row.unlogin_show_status === 0 ? 0 : 1,
  themeUrl: row.theme_url,
  gameId: row.game_id,
  linkUrl: row.link_url,
});

export const getActivityIds: Handler<'getActivityIds'> = (ctx) => {
  const user = ctx.session ? findUserById(ctx.db, ctx.session.userId) : undefined;
  // Nothing the player has done already (the Bind banner once a phone is linked).
  const rows = listActiveActivities(ctx.db).filter((row) => !isDone(row, user?.mobile));
  const activityMap: Record<string, ActivityInfo> = {};
  for (const row of rows) activityMap[String(row.id)] = toActivity(row);
  return {
    activityMap,
    activityIds: rows.map((row) => row.id),
    hasTurntable: rows.some((row) => row.id === SPIN_ACTIVITY_ID || row.click_action === 20),
    totalRecharge: user?.total_recharge ?? 0,
  };
};

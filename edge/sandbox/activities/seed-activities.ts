// Seeded activities (ids from the spec's activity table): banners covering every click rule the
// client implements — internal routes, starting a game, an external link, a login-only one, the
// jackpot and the spin action (the invite wheel's modal), the agent programme.
// jackpot (its modal) and its ranking (/rank), and the spin action (its modal comes with a later issue).
import { ClickType } from '../../../contract/activities';
import { DEFAULT_APP_WEB_NAME } from '../../../contract/app-web-name';
import type { SandboxDb } from '../db-types';
import { fillActivities } from './activity-store';

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
  // Popups (type 1), shown once per session in this order; the notice's title is its text.
  internal(25, 'Bank maintenance tonight: InstaPay deposits and withdrawals to banks may be delayed from 11 PM to 1 AM. GCash and Maya are not affected.', { type: 1 }),
  internal(8, 'VIP Privileges'),
  internal(35, 'Fiesta Slots: play now', { clickType: ClickType.startGame, gameId: 1001 }),
  internal(36, 'Daily Sign-in Rewards'),
  internal(42, 'Daily Tasks'),
  internal(44, 'First Deposit Bonus', { unloginShowStatus: 0, type: 1 }),
  internal(21, 'Follow us on Facebook', { clickType: ClickType.externalLink, linkUrl: 'https://www.facebook.com/' }),
  internal(47, 'Lucky Jackpot'),
  internal(51, 'Hot slots: what each slot paid back this hour'),
  internal(55, 'Lottery'),
  internal(50, 'Jackpot Ranking'),
  internal(20, 'Invite & Spin', { clickAction: 20, type: 1 }),
  internal(41, 'Agent: earn from your team', { unloginShowStatus: 0 }),
  internal(4, 'Bind your mobile', { unloginShowStatus: 0 }),
  internal(32, `Get the ${DEFAULT_APP_WEB_NAME} app`, { type: 1 }),
];

/**
 * The seeded banners' headlines in Filipino, for the art in the player's language (art/routes.ts).
 * Only while the operator keeps the seeded English title: a title it changed has no translation
 * here, and is drawn as it stands.
 */
const FILIPINO_TITLES: Readonly<Record<number, string>> = {
  8: 'Mga Pribilehiyo ng VIP',
  35: 'Fiesta Slots: maglaro na',
  36: 'Premyo sa Pag-sign in',
  42: 'Mga Gawain Araw-araw',
  44: 'Bonus sa Unang Deposito',
  21: 'I-follow kami sa Facebook',
  51: 'Maiinit na slot ngayong oras',
  55: 'Loterya',
  50: 'Ranggo sa Jackpot',
  20: 'Mag-imbita at Paikutin',
  41: 'Ahente: kumita sa iyong team',
  4: 'I-link ang iyong mobile',
  32: `Kunin ang ${DEFAULT_APP_WEB_NAME} app`,
};

/** The Filipino headline of activity `id` whose stored title is `title`, if the seed has one. */
export function filipinoTitle(id: number, title: string): string | undefined {
  return SEED_ACTIVITIES.some((activity) => activity.id === id && activity.title === title) ? FILIPINO_TITLES[id] : undefined;
}

/** Popup-only activities: no banner in the carousel. */
export const POPUP_ONLY_ACTIVITIES: ReadonlySet<number> = new Set([25, 32]);

/** Banner art of an activity (served by art/routes.ts). */
export const activityBanner = (id: number): string => `/sandbox/art/banners/${id}.svg`;

/** Inserts the seed activities and fills older rows (see fillActivities). */
export function seedActivities(db: SandboxDb): void {
  fillActivities(db, SEED_ACTIVITIES.map((activity, index) => ({ ...activity, sort: index + 1 })));
}

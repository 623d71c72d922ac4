// The member centre's shortcuts as data, one line per entry: route name, icon, label key, and
// optionally a red-dot source (a boolean store: something waits there) and a condition on the
// player. Entries whose route is not in the route table are left out, so a line can be added
// for a page another branch builds (self-limited, mail, feedback, service) before it lands.
import { computed, type ReadableAtom } from 'nanostores';
import type { UserInfo } from '../../../contract/session';
import { isRouteName, type RouteName } from '../../../contract/route-paths';
import { $redDots } from '../../stores/awards';
import { $noticeWaiting } from '../../stores/notice-unread';
import type { TranslationKey } from '../../stores/locale';
import type { ShortcutIconName } from '../../widgets/shortcut-icons';

export interface Shortcut {
  /** A route name of `route-paths.ts` (a string, so a not-yet-merged page can be listed). */
  route: string;
  query?: Record<string, string>;
  icon: ShortcutIconName;
  label: TranslationKey;
  /** True when something waits on that page (e.g. an award flag from `stores/awards.ts`). */
  dot?: ReadableAtom<boolean>;
  /** Shown only for players this returns true for. */
  when?: (user: UserInfo) => boolean;
}

/** Unread mail or an attachment to collect (the award flag `email`). */
const $mailWaiting = computed($redDots, (dots) => dots.mail);
/** A task reached and not claimed (the award flag `task`). */
const $taskWaiting = computed($redDots, (dots) => dots.task);
/** A VIP level-up reward or today's VIP award to claim (the award flag `vip`). */
const $vipWaiting = computed($redDots, (dots) => dots.vip);
/** Today's sign-in, its VIP extra or a login-bonus day to claim (the award flag `signIn`). */
const $freeBonusWaiting = computed($redDots, (dots) => dots.freeBonus);
/** Last week's fund to claim (the award flag `fund`). */
const $fundWaiting = computed($redDots, (dots) => dots.fund);
/** Commission or a valid-invite reward to claim (the award flag `agent5`). */
const $agentWaiting = computed($redDots, (dots) => dots.agent);

export const SHORTCUTS: readonly Shortcut[] = [
  { route: 'bonus', icon: 'gift', label: 'member.nav.bonus' },
  { route: 'mail', icon: 'mail', label: 'member.nav.mail', dot: $mailWaiting },
  // A notice not yet read (the popup's, or one that came while the player was away).
  { route: 'notices', icon: 'info', label: 'member.nav.notices', dot: $noticeWaiting },
  { route: 'vip', icon: 'star', label: 'member.nav.vip', dot: $vipWaiting },
  { route: 'bonusTasks', icon: 'check', label: 'member.nav.tasks', dot: $taskWaiting },
  { route: 'activitySignIn', icon: 'calendar', label: 'member.nav.signIn', dot: $freeBonusWaiting },
  { route: 'activityBank', icon: 'fund', label: 'member.nav.fund', dot: $fundWaiting },
  { route: 'activityFollow', icon: 'thumb', label: 'member.nav.follow' },
  { route: 'activityDiamondShop', icon: 'diamond', label: 'member.nav.diamondShop' },
  { route: 'activityScratchCard', icon: 'scratch', label: 'member.nav.scratchCard' },
  { route: 'share', icon: 'gift', label: 'member.nav.invite' },
  { route: 'agent', icon: 'chart', label: 'member.nav.agent', dot: $agentWaiting },
  { route: 'memberProfile', icon: 'user', label: 'member.profile' },
  { route: 'memberProfileKyc', icon: 'shield', label: 'member.kyc' },
  { route: 'rewardRecord', icon: 'list', label: 'member.nav.rewardRecord' },
  { route: 'walletRecord', icon: 'list', label: 'member.nav.walletRecord' },
  { route: 'walletHistory', icon: 'history', label: 'member.nav.moneyHistory' },
  { route: 'walletAccounts', icon: 'card', label: 'member.nav.receivingAccounts' },
  { route: 'memberRetrieveBalance', icon: 'refresh', label: 'member.nav.retrieveBalance' },
  { route: 'memberGames', icon: 'games', label: 'member.nav.myGames' },
  { route: 'memberReport', icon: 'chart', label: 'member.nav.gameRecords' },
  { route: 'memberSelfLimited', icon: 'heart', label: 'member.nav.responsibleGaming' },
  { route: 'feedback', icon: 'chat', label: 'member.nav.feedback' },
  { route: 'faq', icon: 'help', label: 'member.nav.faq' },
  { route: 'aboutUs', icon: 'info', label: 'member.nav.aboutUs' },
  { route: 'download', icon: 'download', label: 'member.nav.download' },
  { route: 'authSetPassword', icon: 'lock', label: 'member.nav.setPassword', when: (user) => !user.hasPassword },
  { route: 'authBind', icon: 'phone', label: 'member.nav.bindPhone', when: (user) => !user.mobile },
];

/** The entries to show `user`: routes that exist, conditions met. */
export function visibleShortcuts(user: UserInfo, shortcuts: readonly Shortcut[] = SHORTCUTS): (Shortcut & { route: RouteName })[] {
  return shortcuts.filter((entry): entry is Shortcut & { route: RouteName } => isRouteName(entry.route) && (entry.when?.(user) ?? true));
}

/** VIP progress: the next level's experience and the share reached (0..1); null at the top level. */
export function vipProgress(vip: number, vipExp: number, levels: Record<string, { level: number; experience: number }> | undefined): { next: number; needed: number; share: number } | null {
  const next = Object.values(levels ?? {})
    .filter((level) => level.level > vip)
    .sort((a, b) => a.level - b.level)[0];
  if (!next) return null;
  const share = next.experience > 0 ? Math.min(1, Math.max(0, vipExp / next.experience)) : 1;
  return { next: next.level, needed: Math.max(0, next.experience - vipExp), share };
}

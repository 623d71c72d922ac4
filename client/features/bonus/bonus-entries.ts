// The bonus centre's ways to earn as data: route name, icon, label, and the red dot that says a
// reward waits there. Entries whose route this release lacks are left out (the dead-end rule), so
// a line can name a page before it lands.
import { computed, type ReadableAtom } from 'nanostores';
import { isRouteName, type RouteName } from '../../../contract/route-paths';
import { $redDots, type RedDotName } from '../../stores/awards';
import type { TranslationKey } from '../../stores/locale';
import type { ShortcutIconName } from '../../widgets/shortcut-icons';

export interface BonusEntry {
  route: string;
  icon: ShortcutIconName;
  label: TranslationKey;
  dot?: ReadableAtom<boolean>;
}

const dot = (name: RedDotName) => computed($redDots, (dots) => dots[name]);

export const BONUS_ENTRIES: readonly BonusEntry[] = [
  { route: 'bonusTasks', icon: 'check', label: 'bonusCentre.entry.tasks', dot: dot('task') },
  { route: 'bonusVip', icon: 'star', label: 'bonusCentre.entry.vip', dot: dot('vip') },
  { route: 'activitySignIn', icon: 'calendar', label: 'bonusCentre.entry.signIn', dot: dot('freeBonus') },
  { route: 'activityFirstDeposit', icon: 'gift', label: 'bonusCentre.entry.firstDeposit' },
  { route: 'bonusRebate', icon: 'wallet', label: 'bonusCentre.entry.rechargeTotal' },
  { route: 'vipRebate', icon: 'refresh', label: 'bonusCentre.entry.rebate' },
  { route: 'activityFollow', icon: 'thumb', label: 'bonusCentre.entry.follow' },
  { route: 'activityBank', icon: 'fund', label: 'bonusCentre.entry.fund', dot: dot('fund') },
  { route: 'points', icon: 'star', label: 'bonusCentre.entry.points' },
  { route: 'activityScratchCard', icon: 'scratch', label: 'bonusCentre.entry.scratchCard' },
  { route: 'activityDiamondShop', icon: 'diamond', label: 'bonusCentre.entry.diamondShop' },
  { route: 'bonusEvent', icon: 'info', label: 'bonusCentre.entry.events' },
  { route: 'bonusRecord', icon: 'list', label: 'bonusCentre.entry.record' },
];

/** The entries whose pages exist. */
export const visibleBonusEntries = (entries: readonly BonusEntry[] = BONUS_ENTRIES): (BonusEntry & { route: RouteName })[] =>
  entries.filter((entry): entry is BonusEntry & { route: RouteName } => isRouteName(entry.route));

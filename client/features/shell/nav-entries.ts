// The bottom navigation as data: Home, Promotions, Deposit (the middle, prominent), Rewards and
// Account. Each names a route of route-paths.ts; an entry whose page this release does not have is
// left out (the dead-end rule).
import { isRouteName, type RouteName } from '../../../contract/route-paths';
import type { TranslationKey } from '../../stores/locale';

export type NavIconName = 'home' | 'promotions' | 'deposit' | 'rewards' | 'account';

export interface NavEntry {
  /** A route name (a string, so a page another branch builds can be listed before it lands). */
  route: string;
  query?: Record<string, string>;
  icon: NavIconName;
  label: TranslationKey;
  /** The middle entry, drawn raised. */
  prominent?: boolean;
  /** A guest gets the login sheet, then lands there. */
  membersOnly?: boolean;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { route: 'home', icon: 'home', label: 'common.home' },
  { route: 'bonusEvent', icon: 'promotions', label: 'shell.nav.promotions' },
  { route: 'wallets', query: { name: 'deposit', back: '1' }, icon: 'deposit', label: 'shell.deposit', prominent: true, membersOnly: true },
  { route: 'bonusReward', icon: 'rewards', label: 'shell.nav.rewards', membersOnly: true },
  { route: 'member', icon: 'account', label: 'shell.account', membersOnly: true },
];

/** The entries whose pages exist (`exists`: the route table, or a test's). */
export function visibleNavEntries(entries: readonly NavEntry[] = NAV_ENTRIES, exists: (name: string) => boolean = isRouteName): (NavEntry & { route: RouteName })[] {
  return entries.filter((entry): entry is NavEntry & { route: RouteName } => exists(entry.route));
}

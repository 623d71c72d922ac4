// Why a guest is asked to log in, and the sheet's words for it: given by the opener, or read from
// where the guest was going (a guarded route sends its path as `redirect`).
import { routeNameOf, type RouteName } from '../../../contract/route-paths';
import type { LoginReason } from '../../stores/modals';
import type authEn from '../../i18n/auth.en';

type AuthKey = keyof typeof authEn;

const TITLES: Record<LoginReason, AuthKey> = {
  play: 'auth.login.toPlay',
  deposit: 'auth.login.toDeposit',
  account: 'auth.login.toAccount',
  limits: 'auth.login.toLimits',
  rewards: 'auth.login.toRewards',
  feedback: 'auth.login.toFeedback',
  promo: 'auth.login.toPromo',
  member: 'auth.login.toMember',
};

const BY_PREFIX: readonly [string, LoginReason][] = [
  ['feedback', 'feedback'],
  ['member', 'account'],
  ['mail', 'account'],
  ['wallet', 'account'],
  ['withdrawal', 'account'],
  ['bonus', 'rewards'],
  ['reward', 'rewards'],
  ['vip', 'rewards'],
  ['activity', 'promo'],
];

/** The reason a members-only destination gives (the deposit form, a game, the account...). */
export function loginReasonFor(redirect: string | undefined): LoginReason | undefined {
  if (!redirect?.startsWith('/')) return undefined;
  const url = new URL(redirect, 'https://app.invalid');
  const route: RouteName | undefined = routeNameOf(url.pathname);
  if (!route) return undefined;
  if (route === 'wallets' || route === 'walletDepositResult') return url.searchParams.get('name') === 'withdraw' ? 'account' : 'deposit';
  if (route === 'gameStart' || route === 'memberGames') return 'play';
  if (route === 'memberSelfLimited') return 'limits';
  return BY_PREFIX.find(([prefix]) => route.startsWith(prefix))?.[1] ?? 'member';
}

/** The sheet's title for `reason` (plain "Log in" without one). */
export const loginTitleKey = (reason: LoginReason | undefined): AuthKey => (reason ? TITLES[reason] : 'auth.login.title');

// Every page but home, by route name, as a lazy import: this chunk loads at idle after the first
// paint (or with the first navigation), so the first paint carries one import here instead of one
// per page (each with its preload list), and stays the same size as routes are added.
import type { ComponentType } from 'preact';
import type { RouteName } from '../contract/route-paths';
import type { WithCatalogs } from './stores/locale';

type PageModule = WithCatalogs & { default: ComponentType<never> };

export const PAGE_LOADERS: Record<Exclude<RouteName, 'home'>, () => Promise<PageModule>> = {
  maintenance: () => import('./features/info/maintenance-page'),
  termsOfUse: () => import('./features/info/terms-page'),
  privacyPolicy: () => import('./features/info/privacy-page'),
  authLogin: () => import('./features/auth/login-page'),
  authAccountLogin: () => import('./features/auth/login-page'),
  authRegister: () => import('./features/auth/register-page'),
  authForget: () => import('./features/auth/forget-page'),
  authSetPassword: () => import('./features/auth/set-password-page'),
  authBind: () => import('./features/auth/bind-page'),
  gameSearch: () => import('./features/games/search-page'),
  memberGames: () => import('./features/games/member-games-page'),
  gameStart: () => import('./features/play/game-start-page'),
  memberReport: () => import('./features/records/member-report-page'),
  wallets: () => import('./features/wallet/wallets-page'),
  walletDepositResult: () => import('./features/wallet/deposit-result-page'),
  walletAccounts: () => import('./features/wallet/accounts-page'),
  walletAccountEdit: () => import('./features/wallet/account-edit-page'),
  walletRecord: () => import('./features/wallet/wallet-record-page'),
  walletHistory: () => import('./features/wallet/money-history-page'),
  withdrawal: () => import('./features/wallet/withdrawal-page'),
  memberRetrieveBalance: () => import('./features/wallet/retrieve-balance-page'),
  memberSelfLimited: () => import('./features/limits/self-limited-page'),
  mail: () => import('./features/mail/inbox-page'),
  service: () => import('./features/service/service-page'),
  serviceVip: () => import('./features/service/service-vip-page'),
  aboutUs: () => import('./features/info/about-page'),
  faq: () => import('./features/info/faq-page'),
  download: () => import('./features/info/download-page'),
  points: () => import('./features/info/points-page'),
  vip: () => import('./features/vip/vip-page'),
  vipLevel: () => import('./features/vip/vip-page'),
  vipRebate: () => import('./features/rebate/rebate-page'),
  vipRebateRecord: () => import('./features/rebate/rebate-record-page'),
  bonus: () => import('./features/bonus/bonus-home-page'),
  bonusEvent: () => import('./features/bonus/bonus-events-page'),
  bonusReward: () => import('./features/bonus/bonus-rewards-page'),
  bonusTasks: () => import('./features/tasks/tasks-page'),
  bonusVip: () => import('./features/vip/vip-page'),
  bonusRecord: () => import('./features/bonus/reward-record-page'),
  rewardRecord: () => import('./features/bonus/reward-record-page'),
  feedback: () => import('./features/feedback/feedback-page'),
  feedbackRecord: () => import('./features/feedback/feedback-record-page'),
  feedbackDetail: () => import('./features/feedback/feedback-detail-page'),
  mailDetail: () => import('./features/mail/mail-detail-page'),
  member: () => import('./features/member/member-page'),
  memberProfile: () => import('./features/member/profile-page'),
  memberProfileKyc: () => import('./features/kyc/kyc-page'),
  memberProfileInfo: () => import('./features/member/profile-info-page'),
};

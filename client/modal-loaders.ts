// Every modal by name, as a lazy import: this chunk loads at idle after the first paint (or with
// the first modal), so the first paint carries one import here instead of one per modal (each
// with its preload list), as page-loaders.ts does for the pages.
import type { ComponentType } from 'preact';
import type { ModalName } from './stores/modals';
import type { WithCatalogs } from './stores/locale';

type ModalModule = WithCatalogs & { default: ComponentType<never> };

export const MODAL_LOADERS: Record<ModalName, () => Promise<ModalModule>> = {
  login: () => import('./features/auth/login-modal'),
  register: () => import('./features/auth/register-modal'),
  forget: () => import('./features/auth/forget-modal'),
  ageNotice: () => import('./features/shell/age-notice-sheet'),
  tips: () => import('./features/shell/tips-dialog'),
  homeGuide: () => import('./features/home/home-guide-modal'),
  bankruptcy: () => import('./features/wallet/bankruptcy-modal'),
  reward: () => import('./widgets/reward-modal'),
  notice: () => import('./features/notices/notice-modal'),
  firstDeposit: () => import('./features/deposit-rewards/first-deposit-modal'),
  inviteSpin: () => import('./features/invite/spin-modal'),
  download: () => import('./features/notices/download-modal'),
  activityPopup: () => import('./features/notices/activity-popup-modal'),
  jackpot: () => import('./features/jackpot/jackpot-modal'),
  logout: () => import('./features/member/logout-modal'),
};

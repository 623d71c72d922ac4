// Modal name → lazy component. The union type keeps every modal's props checked. Modals load
// through the pages' deploy-aware loader: a chunk gone after a deploy reloads onto the new build,
// any other load failure reaches the modal host's error boundary.
import type { ComponentType } from 'preact';
import { lazyPage } from './widgets/lazy-page';
import type { ModalName, ModalProps } from './stores/modals';

type Registry = { [N in ModalName]: ComponentType<ModalProps<N>> };

export const MODAL_COMPONENTS: Registry = {
  login: lazyPage(() => import('./features/auth/login-modal')),
  register: lazyPage(() => import('./features/auth/register-modal')),
  forget: lazyPage(() => import('./features/auth/forget-modal')),
  ageNotice: lazyPage(() => import('./features/shell/age-notice-sheet')),
  tips: lazyPage(() => import('./features/shell/tips-dialog')),
  homeGuide: lazyPage(() => import('./features/home/home-guide-modal')),
  bankruptcy: lazyPage(() => import('./features/wallet/bankruptcy-modal')),
  reward: lazyPage(() => import('./widgets/reward-modal')),
  notice: lazyPage(() => import('./features/notices/notice-modal')),
  firstDeposit: lazyPage(() => import('./features/deposit-rewards/first-deposit-modal')),
  inviteSpin: lazyPage(() => import('./features/invite/spin-modal')),
  download: lazyPage(() => import('./features/notices/download-modal')),
  activityPopup: lazyPage(() => import('./features/notices/activity-popup-modal')),
  jackpot: lazyPage(() => import('./features/jackpot/jackpot-modal')),
};

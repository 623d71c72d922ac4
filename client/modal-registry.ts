// Modal name → lazy component. The union type keeps every modal's props checked.
import { lazy } from 'preact-iso';
import type { ComponentType } from 'preact';
import type { ModalName, ModalProps } from './stores/modals';

type Registry = { [N in ModalName]: ComponentType<ModalProps<N>> };

export const MODAL_COMPONENTS: Registry = {
  login: lazy(() => import('./features/auth/login-modal')),
  register: lazy(() => import('./features/auth/register-modal')),
  forget: lazy(() => import('./features/auth/forget-modal')),
  ageNotice: lazy(() => import('./features/shell/age-notice-sheet')),
  tips: lazy(() => import('./features/shell/tips-dialog')),
  account: lazy(() => import('./features/shell/account-sheet')),
  homeGuide: lazy(() => import('./features/home/home-guide-modal')),
};

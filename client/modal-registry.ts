// Modal name → lazy component, through the modals' table (modal-loaders.ts, a chunk of its own).
// The union type keeps every modal's props checked. Modals load through the pages'
// deploy-aware loader: a chunk gone after a deploy reloads onto the new build, any other load
// failure reaches the modal host's error boundary.
import type { ComponentType } from 'preact';
import { lazyPage } from './widgets/lazy-page';
import { MODAL_NAMES } from '../contract/modal-names';
import type { ModalName, ModalProps } from './stores/modals';

type Registry = { [N in ModalName]: ComponentType<ModalProps<N>> };

export const MODAL_COMPONENTS = Object.fromEntries(
  MODAL_NAMES.map((name) => [name, lazyPage(() => import('./modal-loaders').then((m) => m.MODAL_LOADERS[name]()))]),
) as unknown as Registry;

// The open modals, as a typed list of `{ name, ...props }`. `modal-registry.ts` maps each name
// to a lazy component; the modal host renders the list.
import { atom } from 'nanostores';

export type ModalSpec =
  | { name: 'login'; tab?: 'phone' | 'account'; redirect?: string }
  | { name: 'register'; inviteCode?: string }
  | { name: 'forget'; mobile?: string }
  | { name: 'ageNotice' }
  | { name: 'tips'; title: string; message: string }
  | { name: 'account' }
  | { name: 'homeGuide' };

export type ModalName = ModalSpec['name'];

/** Props of the component registered for modal `N`. */
export type ModalProps<N extends ModalName> = Omit<Extract<ModalSpec, { name: N }>, 'name'> & { onClose: () => void };

export const $modals = atom<ModalSpec[]>([]);

// Spec section 4: login, register and forget are mutually exclusive.
const AUTH_MODALS: readonly ModalName[] = ['login', 'register', 'forget'];

/** Opens a modal (replacing one of the same name); an auth modal closes the other auth modals. */
export function openModal(spec: ModalSpec): void {
  const exclusive = AUTH_MODALS.includes(spec.name);
  const kept = $modals.get().filter((m) => m.name !== spec.name && !(exclusive && AUTH_MODALS.includes(m.name)));
  $modals.set([...kept, spec]);
}

/** Closes the modal of that name, if open. */
export function closeModal(name: ModalName): void {
  const next = $modals.get().filter((m) => m.name !== name);
  if (next.length !== $modals.get().length) $modals.set(next);
}

/** Closes every modal. */
export function closeAllModals(): void {
  if ($modals.get().length) $modals.set([]);
}

/** True when a modal of that name is open. */
export const isModalOpen = (name: ModalName): boolean => $modals.get().some((m) => m.name === name);

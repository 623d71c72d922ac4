// Short messages at the bottom of the screen. Each hides itself after a few seconds unless it
// carries an action (the PWA update prompt), which stays until used or dismissed.
import { atom } from 'nanostores';

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  action?: { label: string; run: () => void };
}

export const $toasts = atom<Toast[]>([]);

const TOAST_MS = 3000;
const MAX_TOASTS = 3;
let nextId = 1;

/** Removes one toast. */
export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

function push(toast: Omit<Toast, 'id'>): number {
  const id = nextId++;
  // The same text twice in a row (a burst of failures) shows once.
  const others = $toasts.get().filter((t) => t.message !== toast.message);
  $toasts.set([...others, { ...toast, id }].slice(-MAX_TOASTS));
  return id;
}

/** Shows a message that disappears by itself. */
export function showToast(message: string, kind: ToastKind = 'info'): void {
  const id = push({ message, kind });
  setTimeout(() => dismissToast(id), TOAST_MS);
}

/** Shows a message with one action button; it stays until the action or dismissal. */
export function showActionToast(message: string, action: { label: string; run: () => void }): number {
  return push({ message, kind: 'info', action });
}

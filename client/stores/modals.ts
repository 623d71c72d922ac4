// The open modals, as a typed list of `{ name, ...props }` (`modal-registry.ts` maps each name to a
// lazy component; the modal host renders the list), and the popup queue that decides when the
// automatic ones (home guide, rewards) show: one at a time, only when no modal is open, only on
// routes that allow them, at most once per session when asked, and when popup-rules.ts allows
// (idle, hands still, one per visit before the first action, the download prompt after a reward).
import { atom } from 'nanostores';
import { readJson, writeJson } from '../lib/storage';
import { popupOrder, popupVerdict } from './popup-rules';
import type { Award } from '../../contract/mail';
import { MODAL_NAMES, hasModal } from '../../contract/modal-names';

/** Why a guest meets the login sheet (it says so): a game, Deposit, Account, limits, rewards, feedback, a members-only banner, another members-only page. */
export type LoginReason = 'play' | 'deposit' | 'account' | 'limits' | 'rewards' | 'feedback' | 'promo' | 'member';

export type ModalSpec =
  // reason: why the guest must log in (the sheet says so; 'play' lands in the game after).
  // Without one, the sheet reads it from `redirect` (auth/login-reasons.ts).
  // method/mobile: after a reset, the phone tab with its password field, number filled in.
  | { name: 'login'; tab?: 'phone' | 'account'; redirect?: string; reason?: LoginReason; method?: 'code' | 'password'; mobile?: string }
  | { name: 'register'; inviteCode?: string; redirect?: string; reason?: LoginReason }
  | { name: 'forget'; mobile?: string; redirect?: string }
  | { name: 'ageNotice' }
  | { name: 'tips'; title: string; message: string }
  | { name: 'homeGuide' }
  | { name: 'bankruptcy' }
  | { name: 'reward'; awards: Award[]; title?: string; bonusStatus?: 'pending' | 'locked' | 'released' }
  | { name: 'notice'; activityId: number }
  | { name: 'firstDeposit'; activityId: number }
  | { name: 'inviteSpin'; activityId?: number }
  | { name: 'download' }
  | { name: 'activityPopup'; activityId: number }
  | { name: 'jackpot' }
  | { name: 'logout' };

export type ModalName = ModalSpec['name'];

// Every modal name once (modal-names.ts); these checks fail typecheck when the union and the list differ.
const everyListedIsModal: readonly ModalName[] = MODAL_NAMES;
const everyModalListed: [Exclude<ModalName, (typeof MODAL_NAMES)[number]>] extends [never] ? true : never = true;
void everyListedIsModal;
void everyModalListed;

/** True when `name` is a modal the app has (a banner may name one that comes in a later release). */
export const isModalName = (name: string): name is ModalName => hasModal(name);

/** Props of the component registered for modal `N`. */
export type ModalProps<N extends ModalName> = Omit<Extract<ModalSpec, { name: N }>, 'name'> & { onClose: () => void };

export const $modals = atom<ModalSpec[]>([]);

// Opening one modal of a group closes the others (spec section 4: login, register and forget).
const EXCLUSIVE_GROUPS: readonly (readonly ModalName[])[] = [['login', 'register', 'forget']];

const groupOf = (name: ModalName): readonly ModalName[] => EXCLUSIVE_GROUPS.find((group) => group.includes(name)) ?? [name];

/** Opens a modal (replacing one of the same name and closing the others of its exclusive group). */
export function openModal(spec: ModalSpec): void {
  const group = groupOf(spec.name);
  $modals.set([...$modals.get().filter((m) => !group.includes(m.name)), spec]);
}

/** Closes the modal of that name, if open; a waiting popup may show next. */
export function closeModal(name: ModalName): void {
  const next = $modals.get().filter((m) => m.name !== name);
  if (next.length !== $modals.get().length) $modals.set(next);
  showNextPopup();
}

/** Closes every modal; a waiting popup may show next. */
export function closeAllModals(): void {
  if ($modals.get().length) $modals.set([]);
  showNextPopup();
}

/** True when a modal of that name is open. */
export const isModalOpen = (name: ModalName): boolean => $modals.get().some((m) => m.name === name);

// ---- popup queue ----

interface QueuedPopup {
  spec: ModalSpec;
  priority: number;
  key: string;
  once: boolean;
}

let queue: QueuedPopup[] = [];
// Popups the current route allows; none until the frame says where we are.
let allowedHere: readonly ModalName[] = [];

const SHOWN_KEY = 'popups_shown';

function shownThisSession(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function markShown(key: string): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, JSON.stringify([...shownThisSession(), key]));
  } catch {
    // Storage disabled: once per page load is the best we can do.
  }
}

// This visit's facts for popup-rules.ts (times from performance.now()); armPopups starts them.
let idle = false;
let lastGesture = -Infinity;
let acted = false;
let opened = 0;
let rewardedAt: number | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

// When each popup last showed (epoch ms), so later visits take the ones waiting longest first.
const SEEN_KEY = 'popups_seen';
const typing = (): boolean => !!document.activeElement?.matches('input,textarea,select,[contenteditable="true"]');

// Called by the actions that can free the screen (closing, queueing, a route change, the rules'
// own timer) rather than from a $modals listener, so nothing subscribes at import time.
function showNextPopup(): void {
  clearTimeout(timer);
  // One at a time, and never over another modal (age notice, login, tips, a popup).
  if ($modals.get().length) return;
  const facts = { now: performance.now(), idle, lastGesture, acted, opened, typing: typing(), rewardedAt };
  const seen = readJson<Record<string, number>>(SEEN_KEY) ?? {};
  let askAt = Infinity;
  for (const popup of popupOrder(queue.filter((p) => allowedHere.includes(p.spec.name)), seen)) {
    const verdict = popupVerdict(popup.spec.name, facts);
    if (!verdict.open) {
      askAt = Math.min(askAt, verdict.at ?? Infinity);
      continue;
    }
    queue = queue.filter((p) => p !== popup);
    if (popup.once) markShown(popup.key);
    writeJson(SEEN_KEY, { ...seen, [popup.key]: Date.now() });
    opened++;
    openModal(popup.spec);
    return;
  }
  if (askAt < Infinity) timer = setTimeout(showNextPopup, askAt - facts.now);
}

/**
 * Whether `target` is in a dialog: a walk up its ancestors' roles, not `closest`, whose selector's
 * parsing was about 3 ms of CPU at 4x in the first tap's own task (issue 23's SPIN tap).
 */
function inDialog(target: EventTarget | null): boolean {
  for (let el = target instanceof Element ? target : null; el; el = el.parentElement) {
    const role = el.getAttribute('role');
    if (role === 'dialog' || role === 'alertdialog') return true;
  }
  return false;
}

/**
 * Starts watching the player's hands (a gesture holds popups back, a tap or key outside a dialog
 * is the first action) and lets the queue open popups once `idle` settles (the first screen is
 * idle; default at once). Returns the stop.
 */
export function armPopups(ready?: Promise<unknown>): () => void {
  const gesture = (event: Event) => {
    lastGesture = performance.now();
    if (!acted && (event.type === 'click' || event.type === 'keydown') && !inDialog(event.target)) acted = true;
  };
  const options = { capture: true, passive: true };
  const kinds = ['pointerdown', 'keydown', 'scroll', 'click'] as const;
  kinds.forEach((kind) => addEventListener(kind, gesture, options));
  const arm = () => {
    idle = true;
    showNextPopup();
  };
  if (ready) void ready.then(arm);
  else arm();
  return () => kinds.forEach((kind) => removeEventListener(kind, gesture, options));
}

/** A deposit or a win just raised the balance: the download prompt's moment (popup-rules.ts). */
export function notePopupMoment(): void {
  rewardedAt = performance.now();
  showNextPopup();
}

type PopupOptions = { priority?: number; once?: boolean; key?: string };

/**
 * Queues automatic modals (several at once take their turn together): higher `priority` first
 * among those shown as long ago (popup-rules.ts), shown when no modal is open on a route that
 * allows it; `once` skips one for the rest of the session after it showed. `key` (default: the
 * modal's name) identifies it for `once` and `dropPopup`.
 */
export function queuePopups(popups: readonly { spec: ModalSpec; options?: PopupOptions }[]): void {
  const shown = shownThisSession();
  for (const { spec, options = {} } of popups) {
    const key = options.key ?? spec.name;
    const once = options.once ?? false;
    if (!(once && shown.includes(key))) queue = [...queue.filter((popup) => popup.key !== key), { spec, priority: options.priority ?? 0, key, once }];
  }
  showNextPopup();
}

/** Queues one automatic modal (queuePopups). */
export const queuePopup = (spec: ModalSpec, options?: PopupOptions): void => queuePopups([{ spec, options }]);

/** Takes a popup out of the queue (it no longer applies); an open one stays open. */
export function dropPopup(key: string): void {
  queue = queue.filter((popup) => popup.key !== key);
}

/** Sets which popups the current route allows (the app's frame calls it on every route). */
export function setPopupScope(allowed: readonly ModalName[]): void {
  allowedHere = allowed;
  showNextPopup();
}

/** Empties the queue and starts a new visit, not yet idle (between tests). */
export function clearPopupQueue(): void {
  queue = [];
  idle = acted = false;
  opened = 0;
  lastGesture = -Infinity;
  rewardedAt = null;
  clearTimeout(timer);
}

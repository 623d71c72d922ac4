// Client files share a worker (vite.config.ts, `isolate: false`): one happy-dom window and one module
// graph for many files, which saves starting a worker, importing happy-dom and fetching every module
// again for each file. After each file this puts back what an isolated file would have started with:
// the app's modules are evaluated afresh for the next file (its stores' state goes with them), and
// the window loses what the file left on it: timers, window and document listeners, DOM, storage,
// cookies, URL, and properties tests set on window, navigator and document.
import { afterAll, vi } from 'vitest';

type Listener = { target: EventTarget; type: string; listener: EventListenerOrEventListenerObject; capture: boolean };
type Snapshot = Map<string, PropertyDescriptor>;

interface Tracker {
  timers: Set<ReturnType<typeof setTimeout>>;
  immediates: Set<ReturnType<typeof setImmediate>>;
  listeners: Set<Listener>;
  // Own properties as the worker's first file found them.
  snapshots: [object, Snapshot][];
  // The window's values behind happy-dom's global accessors (a plain assignment replaces the value, not the accessor).
  values: Map<string, unknown>;
  href: string;
}

const KEY = Symbol.for('tests.shared-worker');
// Vitest keeps its own state on the global object; it is not the app's to put back.
const VITEST_GLOBAL = /vitest|^__coverage__$/i;

/** happy-dom's control of its window. */
const happyDOM = () => (globalThis as unknown as { happyDOM?: { abort(): Promise<void>; setURL(url: string): void } }).happyDOM;

const captureOf = (options: boolean | AddEventListenerOptions | undefined) => (typeof options === 'boolean' ? options : Boolean(options?.capture));

function trackListeners(target: { addEventListener: EventTarget['addEventListener']; removeEventListener: EventTarget['removeEventListener'] }, listeners: Set<Listener>, self: EventTarget) {
  const add = target.addEventListener;
  const remove = target.removeEventListener;
  target.addEventListener = function (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
    if (listener) listeners.add({ target: self, type, listener, capture: captureOf(options) });
    return add.call(this, type, listener, options);
  };
  target.removeEventListener = function (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions) {
    for (const entry of listeners) if (entry.type === type && entry.listener === listener && entry.capture === captureOf(options)) listeners.delete(entry);
    return remove.call(this, type, listener, options);
  };
  return remove;
}

function trackTimers(timers: Tracker['timers'], immediates: Tracker['immediates']) {
  const { setTimeout: timeout, setInterval: interval, setImmediate: immediate } = globalThis;
  const wrap = <F extends (...args: never[]) => unknown>(original: F, into: Set<ReturnType<F>>): F =>
    Object.assign(function (this: unknown, ...args: Parameters<F>) {
      const handle = original.apply(this, args) as ReturnType<F>;
      into.add(handle);
      return handle;
    }, original) as unknown as F;
  globalThis.setTimeout = wrap(timeout, timers);
  globalThis.setInterval = wrap(interval, timers);
  globalThis.setImmediate = wrap(immediate, immediates);
}

const snapshot = (object: object): Snapshot => new Map(Object.entries(Object.getOwnPropertyDescriptors(object)));

const sameDescriptor = (a: PropertyDescriptor, b: PropertyDescriptor) =>
  a.value === b.value && a.get === b.get && a.set === b.set && a.writable === b.writable && a.enumerable === b.enumerable && a.configurable === b.configurable;

function restoreOwnProperties(object: object, before: Snapshot, skip: (key: string) => boolean) {
  const record = object as Record<string, unknown>;
  for (const [key, now] of Object.entries(Object.getOwnPropertyDescriptors(object))) {
    if (skip(key)) continue;
    const was = before.get(key);
    if (!was) {
      if (now.configurable) delete record[key];
    } else if (!sameDescriptor(was, now) && now.configurable) {
      Object.defineProperty(object, key, was);
    }
  }
}

function install(): Tracker {
  const tracker: Tracker = { timers: new Set(), immediates: new Set(), listeners: new Set(), snapshots: [], values: new Map(), href: '' };
  trackTimers(tracker.timers, tracker.immediates);
  // Files that say `@vitest-environment node` have no window: only their timers and modules.
  // (A jsdom file has one, without happy-dom's controls.)
  if (typeof document === 'undefined') return tracker;
  tracker.href = location.href;
  trackListeners(globalThis as unknown as EventTarget, tracker.listeners, globalThis as unknown as EventTarget);
  trackListeners(document, tracker.listeners, document);
  tracker.snapshots = [
    [globalThis, snapshot(globalThis)],
    [navigator, snapshot(navigator)],
    [document, snapshot(document)],
  ];
  for (const [key, descriptor] of tracker.snapshots[0]![1]) {
    if (descriptor.get && descriptor.set) tracker.values.set(key, (globalThis as Record<string, unknown>)[key]);
  }
  return tracker;
}

async function reset(tracker: Tracker) {
  vi.useRealTimers();
  for (const handle of tracker.timers) clearTimeout(handle);
  for (const handle of tracker.immediates) clearImmediate(handle);
  tracker.timers.clear();
  tracker.immediates.clear();
  if (tracker.href) await resetWindow(tracker);
  // The next file imports the app afresh: no store, cache or module-level flag carries over.
  vi.resetModules();
}

async function resetWindow(tracker: Tracker) {
  // happy-dom's own timers: animation frames, idle callbacks, pending history moves.
  await happyDOM()?.abort();
  for (const { target, type, listener, capture } of tracker.listeners) target.removeEventListener(type, listener, capture);
  tracker.listeners.clear();

  const [[, globals], [, navigatorProps], [, documentProps]] = tracker.snapshots as [[object, Snapshot], [object, Snapshot], [object, Snapshot]];
  restoreOwnProperties(globalThis, globals, (key) => VITEST_GLOBAL.test(key));
  for (const [key, value] of tracker.values) {
    const record = globalThis as Record<string, unknown>;
    if (record[key] !== value) record[key] = value;
  }
  restoreOwnProperties(navigator, navigatorProps, () => false);
  restoreOwnProperties(document, documentProps, () => false);

  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  happyDOM()?.setURL(tracker.href);
  history.replaceState(null, '', tracker.href);
  // The same <html>, <head> and <body> elements (libraries keep references to body), emptied.
  const root = document.documentElement;
  for (const element of [root, document.head, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  // (The title lives in the head.)
  for (const child of [...root.childNodes]) if (child !== document.head && child !== document.body) child.remove();
}

const workerTracker = (): Tracker => ((globalThis as unknown as Record<symbol, Tracker | undefined>)[KEY] ??= install());

/** Puts the worker back as an isolated file would find it (what runs after every file; exported for its test). */
export const putBackWorker = (): Promise<void> => reset(workerTracker());

/** Called by tests/client/setup.ts at the start of every file: puts the worker back when the file ends. */
export function resetAfterFile(): void {
  workerTracker();
  // Registered before the file's own hooks, so it runs after them (after-hooks run in reverse).
  afterAll(putBackWorker);
}

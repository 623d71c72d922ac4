// The back/overlay history rule (lib/back-stack.ts) over a fake history that behaves like the
// browser's: pushState drops forward entries, go() moves later and fires popstate.
import { describe, expect, it, vi } from 'vitest';
import { createBackStack, type BackEnv } from '../../../client/lib/back-stack';
import { overlayEntry } from '../../../client/lib/overlay-entry';

function fakeWindow() {
  const entries: { url: string; state: unknown }[] = [{ url: '/', state: null }];
  let index = 0;
  const listeners: ((event: PopStateEvent) => void)[] = [];
  const timers: (() => void)[] = [];
  const pop = () => listeners.forEach((listener) => listener({} as PopStateEvent));
  const env: BackEnv = {
    history: {
      get state() {
        return entries[index]!.state;
      },
      pushState(state: unknown, _title: string, url?: string | URL | null) {
        entries.splice(index + 1, entries.length, { url: String(url ?? entries[index]!.url), state });
        index++;
      },
      replaceState(state: unknown, _title: string, url?: string | URL | null) {
        entries[index] = { url: String(url ?? entries[index]!.url), state };
      },
      go(delta = 0) {
        // The browser traverses in a later task.
        timers.push(() => {
          index = Math.max(0, Math.min(entries.length - 1, index + delta));
          pop();
        });
      },
    },
    location: {
      get href() {
        return entries[index]!.url;
      },
    },
    addEventListener: (_type, listener) => listeners.push(listener),
    queueMicrotask: (task) => queueMicrotask(task),
    later: (task) => timers.push(task),
  };
  return {
    env,
    /** The player's back button. */
    back() {
      env.history.go(-1);
    },
    /** A page navigation of the router (push) and its popstate. */
    push(url: string) {
      env.history.pushState(null, '', url);
      pop();
    },
    /** Lets microtasks and queued traversals run. */
    async settle() {
      for (let i = 0; i < 10; i++) {
        await Promise.resolve();
        while (timers.length) timers.shift()!();
        await Promise.resolve();
      }
    },
    urls: () => entries.map((entry) => entry.url),
    at: () => index,
    url: () => entries[index]!.url,
  };
}

describe('back stack', () => {
  it('adds one history entry per open overlay and back closes the top one first', async () => {
    const w = fakeWindow();
    w.push('/game/search');
    const stack = createBackStack(w.env);
    const closeSheet = vi.fn();
    const closeDialog = vi.fn();
    stack.open(closeSheet);
    await w.settle();
    stack.open(closeDialog);
    await w.settle();
    expect(w.urls()).toEqual(['/', '/game/search', '/game/search', '/game/search']);
    w.back();
    await w.settle();
    expect(closeDialog).toHaveBeenCalledTimes(1);
    expect(closeSheet).not.toHaveBeenCalled();
    w.back();
    await w.settle();
    expect(closeSheet).toHaveBeenCalledTimes(1);
    expect(stack.size()).toBe(0);
    // The next back leaves the page.
    w.back();
    await w.settle();
    expect(w.url()).toBe('/');
  });

  it('closing by a button removes its entry, so one back then leaves the page', async () => {
    const w = fakeWindow();
    w.push('/member');
    const stack = createBackStack(w.env);
    const release = stack.open(vi.fn());
    await w.settle();
    expect(w.at()).toBe(2);
    release();
    await w.settle();
    expect(w.at()).toBe(1);
    expect(w.url()).toBe('/member');
    w.back();
    await w.settle();
    expect(w.url()).toBe('/');
  });

  it('switching modals in one tick (login to register) reuses the entry', async () => {
    const w = fakeWindow();
    const stack = createBackStack(w.env);
    const release = stack.open(vi.fn());
    await w.settle();
    release();
    const closeRegister = vi.fn();
    stack.open(closeRegister);
    await w.settle();
    expect(w.urls()).toEqual(['/', '/']);
    expect(w.at()).toBe(1);
    w.back();
    await w.settle();
    expect(closeRegister).toHaveBeenCalledTimes(1);
    expect(w.at()).toBe(0);
  });

  it('a navigation with an overlay open closes it and replaces its entry', async () => {
    const w = fakeWindow();
    const stack = createBackStack(w.env);
    const close = vi.fn();
    stack.open(close);
    await w.settle();
    stack.beforeNavigate(() => w.push('/game/start?id=1'));
    expect(close).toHaveBeenCalledTimes(1);
    await w.settle();
    expect(w.urls()).toEqual(['/', '/game/start?id=1']);
    w.back();
    await w.settle();
    expect(w.url()).toBe('/');
  });

  it('a navigation with no overlay runs at once', () => {
    const w = fakeWindow();
    const stack = createBackStack(w.env);
    stack.beforeNavigate(() => w.push('/faq'));
    expect(w.urls()).toEqual(['/', '/faq']);
  });

  it('a dismissal that closes nothing itself (already closed by back) is ignored', async () => {
    const w = fakeWindow();
    const stack = createBackStack(w.env);
    const close = vi.fn();
    const release = stack.open(close);
    await w.settle();
    w.back();
    await w.settle();
    release();
    await w.settle();
    expect(close).toHaveBeenCalledTimes(1);
    expect(w.at()).toBe(0);
    expect(w.urls()).toEqual(['/', '/']);
  });

  it('an overlay opened while its predecessor\'s entry is being gone back over stays open and gets an entry', async () => {
    const w = fakeWindow();
    const stack = createBackStack(w.env);
    const release = stack.open(vi.fn());
    await w.settle();
    release();
    await Promise.resolve();
    await Promise.resolve();
    // The go(-1) is on its way; the next sheet (login after a reset) opens now.
    const closeLogin = vi.fn();
    stack.open(closeLogin);
    await w.settle();
    expect(closeLogin).not.toHaveBeenCalled();
    expect(stack.size()).toBe(1);
    expect(w.at()).toBe(1);
    w.back();
    await w.settle();
    expect(closeLogin).toHaveBeenCalledTimes(1);
  });
});

// Before the chunk arrives, overlay-history.ts pushes the first overlay's entry (the stand-in) and
// the overlays that opened meanwhile register as soon as the stack exists.
describe('back stack adopting the stand-in entry', () => {
  const pushStandIn = (w: ReturnType<typeof fakeWindow>) => w.env.history.pushState(overlayEntry(1, 'early'), '', w.url());

  it('an overlay still open when the chunk arrives owns the stand-in: back closes it, the next leaves', async () => {
    const w = fakeWindow();
    w.push('/member');
    pushStandIn(w);
    const stack = createBackStack(w.env, 'early');
    const close = vi.fn();
    stack.open(close);
    await w.settle();
    expect(w.urls()).toEqual(['/', '/member', '/member']);
    w.back();
    await w.settle();
    expect(close).toHaveBeenCalledTimes(1);
    expect(w.at()).toBe(1);
    w.back();
    await w.settle();
    expect(w.url()).toBe('/');
  });

  it('back pressed before the chunk arrived stays on the page, and the overlay closes once it does', async () => {
    const w = fakeWindow();
    w.push('/member');
    pushStandIn(w);
    w.back();
    await w.settle();
    expect(w.url()).toBe('/member');
    const stack = createBackStack(w.env, 'early');
    const close = vi.fn();
    stack.open(close);
    expect(close).toHaveBeenCalledTimes(1);
    await w.settle();
    expect(stack.size()).toBe(0);
    expect(w.at()).toBe(1);
    // The next overlay is an ordinary one again.
    const closeNext = vi.fn();
    stack.open(closeNext);
    await w.settle();
    expect(closeNext).not.toHaveBeenCalled();
    expect(w.at()).toBe(2);
    w.back();
    await w.settle();
    expect(closeNext).toHaveBeenCalledTimes(1);
    expect(w.url()).toBe('/member');
  });

  it('a stand-in whose overlay closed by its button before the chunk arrived is gone back over', async () => {
    const w = fakeWindow();
    w.push('/member');
    pushStandIn(w);
    createBackStack(w.env, 'early');
    await w.settle();
    expect(w.at()).toBe(1);
    w.back();
    await w.settle();
    expect(w.url()).toBe('/');
  });

  it('a link followed before the chunk arrived: the overlay closes, and back from the new page returns to the old one', async () => {
    const w = fakeWindow();
    w.push('/member');
    pushStandIn(w);
    w.push('/faq');
    const stack = createBackStack(w.env, 'early');
    const close = vi.fn();
    stack.open(close);
    expect(close).toHaveBeenCalledTimes(1);
    await w.settle();
    w.back();
    await w.settle();
    // Back landed on the stand-in, which no overlay owns: the stack goes on over it.
    expect(w.url()).toBe('/member');
    expect(w.at()).toBe(1);
  });
});

import { cleanup, render, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh app per test: a loader that is reloading the page stays pending for good. */
async function load() {
  vi.resetModules();
  const { ModalHost } = await import('../../client/modal-host');
  const { $modals, openModal } = await import('../../client/stores/modals');
  const { $toasts } = await import('../../client/stores/toast');
  render(<ModalHost />);
  openModal({ name: 'tips', title: 'Tips', message: 'm' });
  return { $modals, $toasts };
}

// The tips dialog's chunk is gone (as after a deploy, or offline): importing it fails.
vi.mock('../../client/features/shell/tips-dialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('modal loading', () => {
  it('a modal whose chunk is gone after a deploy reloads onto the newer build, once', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ build: 'a-newer-build' })));
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const { $toasts } = await load();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect($toasts.get()).toEqual([]);
  });

  it('a modal that cannot load (no newer build) closes with a toast instead of hanging', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 404 })));
    const { $modals, $toasts } = await load();
    await waitFor(() => expect($modals.get()).toEqual([]));
    expect($toasts.get().map((toast) => toast.kind)).toEqual(['error']);
  });
});

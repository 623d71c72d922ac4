// The back stack's chunk loads with the first overlay (lib/overlay-history.ts); until it arrives a
// stand-in entry keeps back on the page, and navigations wait for the stack (or for its failure).
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../../../client/lib/back-stack');
  vi.resetModules();
});

describe('overlay history before the back stack has loaded', () => {
  it('pushes the first overlay\'s entry at once; a navigation meanwhile replaces it once the stack is in', async () => {
    history.replaceState(null, '', '/member');
    const { withBackStack, afterOverlays } = await import('../../../client/lib/overlay-history');
    const before = history.length;
    const loading = withBackStack();
    expect(history.length).toBe(before + 1);
    expect(history.state).toMatchObject({ backStackDepth: 1 });

    // The overlay closed by its button before the chunk arrived, then a link to another page.
    const go = vi.fn(() => history.pushState(null, '', '/faq'));
    afterOverlays(go);
    expect(go).not.toHaveBeenCalled();
    await loading;
    await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    // The stand-in was gone back over first: the new page sits right above /member.
    expect(history.length).toBe(before + 1);
    expect(location.pathname).toBe('/faq');
  });

  it('a chunk that fails to load (offline) does not hold a navigation back', async () => {
    vi.doMock('../../../client/lib/back-stack', () => Promise.reject(new Error('offline')));
    const { withBackStack, afterOverlays } = await import('../../../client/lib/overlay-history');
    await expect(withBackStack()).rejects.toThrow();
    const go = vi.fn();
    afterOverlays(go);
    await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
  });

  it('navigates at once when no overlay has opened', async () => {
    const { afterOverlays } = await import('../../../client/lib/overlay-history');
    const go = vi.fn();
    afterOverlays(go);
    expect(go).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate, safeRedirect } from '../../../client/lib/navigate';

describe('navigate', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('pushes the path and announces it with popstate (what preact-iso listens to)', () => {
    const seen: string[] = [];
    const onPop = () => seen.push(location.pathname + location.search);
    addEventListener('popstate', onPop);
    const before = history.length;
    navigate('/terms-of-use?x=1');
    removeEventListener('popstate', onPop);
    expect(location.pathname + location.search).toBe('/terms-of-use?x=1');
    expect(history.length).toBe(before + 1);
    expect(seen).toEqual(['/terms-of-use?x=1']);
  });

  it('replaces the entry when asked', () => {
    const push = vi.spyOn(history, 'pushState');
    navigate('/maintenance', { replace: true });
    expect(location.pathname).toBe('/maintenance');
    expect(push).not.toHaveBeenCalled();
    push.mockRestore();
  });
});

describe('safeRedirect', () => {
  it('keeps same-origin absolute paths', () => {
    expect(safeRedirect('/auth/bind')).toBe('/auth/bind');
    expect(safeRedirect('/wallets?name=deposit&back=1')).toBe('/wallets?name=deposit&back=1');
  });

  it('sends everything else home', () => {
    // The full table is tests/contract/safe-url.test.ts; these show the '/' fallback.
    for (const bad of [null, undefined, '', '//evil.example/x', 'https://evil.example/', 'javascript:alert(1)']) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });
});

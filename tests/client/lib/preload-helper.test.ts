// The app's lazy-chunk helper (scripts/build/preload-helper.js, put in place of Vite's own at build).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Helper = (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;
let preload: Helper;

beforeEach(async () => {
  // A still clock: every link of a call fits one task, however slow the machine (a test below moves it).
  vi.spyOn(performance, 'now').mockReturnValue(0);
  vi.resetModules();
  document.head.innerHTML = '';
  // @ts-expect-error: plain JS module without types
  preload = ((await import('../../../scripts/build/preload-helper.js')) as { __vitePreload: Helper }).__vitePreload;
});
afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

// The links are added in later tasks (zero-delay timers): this lets those run.
const linked = () => new Promise((resolve) => setTimeout(resolve, 0));
const links = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')} ${link.crossOrigin}`);

describe('__vitePreload', () => {
  it('preloads JS, applies CSS, and runs the import only once the CSS has loaded', async () => {
    const load = vi.fn(async () => 'module');
    const done = preload(load, ['assets/a.js', 'assets/a.css']);
    expect(links()).toEqual([]);
    await linked();
    expect(links()).toEqual(['modulepreload /assets/a.js ', 'stylesheet /assets/a.css ']);
    expect(load).not.toHaveBeenCalled();
    document.head.querySelector<HTMLLinkElement>('link[rel=stylesheet]')!.dispatchEvent(new Event('load'));
    await expect(done).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('adds each dependency once, however many imports share it', async () => {
    const first = preload(async () => 1, ['assets/shared.css', 'assets/x.js']);
    const second = preload(async () => 2, ['assets/shared.css', 'assets/x.js']);
    await linked();
    expect(links()).toHaveLength(2);
    document.head.querySelector('link[rel=stylesheet]')!.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
    await preload(async () => 3, ['assets/shared.css', 'assets/x.js']);
    expect(links()).toHaveLength(2);
  });

  it('does not link again what index.html links; a preloaded style is still applied as a stylesheet', async () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/lobby.js"><link rel="preload" as="style" href="/assets/lobby.css"><link rel="stylesheet" href="/assets/first.css">';
    const done = preload(async () => 'lobby', ['assets/lobby.js', 'assets/lobby.css', 'assets/first.css']);
    await linked();
    expect(links()).toEqual(['modulepreload /assets/lobby.js ', 'preload /assets/lobby.css ', 'stylesheet /assets/first.css ', 'stylesheet /assets/lobby.css ']);
    document.head.querySelectorAll('link[rel=stylesheet]')[1]!.dispatchEvent(new Event('load'));
    await expect(done).resolves.toBe('lobby');
  });

  it('a CSS file that fails rejects the import, and the next try requests it again', async () => {
    const load = vi.fn(async () => 'page');
    const failed = preload(load, ['assets/p.css']);
    await linked();
    document.head.querySelector('link')!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Unable to preload CSS for /assets/p.css');
    expect(load).not.toHaveBeenCalled();
    expect(links()).toEqual([]);
    const retried = preload(load, ['assets/p.css']);
    await linked();
    document.head.querySelector('link')!.dispatchEvent(new Event('load'));
    await expect(retried).resolves.toBe('page');
  });

  it('links in tasks of about 8 ms, in order, and imports once the last is linked', async () => {
    // Each link takes 3 ms of the clock: two fit a task's 8 ms.
    let clock = 0;
    vi.mocked(performance.now).mockImplementation(() => (clock += 3) - 3);
    const load = vi.fn(async () => 'page');
    const done = preload(load, ['assets/1.js', 'assets/2.js', 'assets/3.js', 'assets/4.js', 'assets/5.js']);
    const hrefs = () => links().map((link) => link.split(' ')[1]);
    await linked();
    expect(hrefs()).toEqual(['/assets/1.js', '/assets/2.js']);
    await linked();
    expect(hrefs()).toEqual(['/assets/1.js', '/assets/2.js', '/assets/3.js', '/assets/4.js']);
    expect(load).not.toHaveBeenCalled();
    await linked();
    await expect(done).resolves.toBe('page');
    expect(hrefs()).toHaveLength(5);
  });

  it('an import without dependencies just loads; a failing import rejects', async () => {
    await expect(preload(async () => 'plain')).resolves.toBe('plain');
    await expect(preload(() => Promise.reject(new Error('chunk gone')), [])).rejects.toThrow('chunk gone');
  });
});

// Client files share a worker (vite.config.ts): what one file leaves on the window, in timers and
// in the app's modules must not reach the next file (tests/client/shared-worker.ts).
import { describe, expect, it, vi } from 'vitest';
import { putBackWorker } from './shared-worker';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the shared worker after a file', () => {
  it('clears storage, cookies, the URL and the DOM', async () => {
    localStorage.setItem('left', '1');
    sessionStorage.setItem('left', '1');
    document.cookie = 'left=1; path=/';
    history.pushState({ page: 2 }, '', '/member/wallet?tab=2');
    document.documentElement.setAttribute('lang', 'fil');
    document.documentElement.style.setProperty('--color-primary', '#abcdef');
    document.head.append(Object.assign(document.createElement('style'), { textContent: 'body{}' }));
    document.body.setAttribute('class', 'locked');
    document.body.append(document.createElement('dialog'));
    document.title = 'left';
    const body = document.body;

    await putBackWorker();

    expect([localStorage.length, sessionStorage.length, document.cookie]).toEqual([0, 0, '']);
    expect([location.pathname, location.search, history.state]).toEqual(['/', '', null]);
    expect(document.documentElement.getAttributeNames()).toEqual([]);
    expect([document.head.childNodes.length, document.body.childNodes.length, document.body.getAttributeNames(), document.title]).toEqual([0, 0, [], '']);
    // The same body element: libraries keep a reference to it.
    expect(document.body).toBe(body);
  });

  it('ends timers and animation frames, and takes off window and document listeners', async () => {
    const fired = vi.fn();
    setTimeout(fired, 20);
    setInterval(fired, 20);
    requestAnimationFrame(fired);
    addEventListener('online', fired);
    document.addEventListener('visibilitychange', fired);

    await putBackWorker();

    dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    await wait(60);
    expect(fired).not.toHaveBeenCalled();
  });

  it('puts back what tests set on window, navigator and document', async () => {
    const matchMedia = window.matchMedia;
    const online = navigator.onLine;
    Object.assign(window, { FB: { init() {} } });
    window.matchMedia = (() => ({ matches: true })) as never;
    Object.defineProperty(navigator, 'onLine', { value: !online, configurable: true });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });

    await putBackWorker();

    expect('FB' in window).toBe(false);
    expect(window.matchMedia).toBe(matchMedia);
    expect(navigator.onLine).toBe(online);
    expect(document.visibilityState).toBe('visible');
  });

  it('has the next file import the app afresh, so no store keeps its state', async () => {
    const before = await import('../../client/stores/connection');
    before.setOnline(false);

    await putBackWorker();

    const after = await import('../../client/stores/connection');
    expect(after.$online).not.toBe(before.$online);
    expect(after.$online.get()).toBe(true);
  });
});

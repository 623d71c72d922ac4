import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScript, resetLoadedScripts } from '../../../../client/lib/social/load-script';

let appended: HTMLScriptElement[];
beforeEach(() => {
  appended = [];
  resetLoadedScripts();
  // happy-dom would fetch the script; the test decides when it loads or fails.
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    appended.push(node as unknown as HTMLScriptElement);
    return node;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('loadScript', () => {
  it('refuses javascript:, data: and protocol-relative URLs without touching the page', async () => {
    for (const src of ['javascript:alert(1)', 'data:text/javascript,alert(1)', '//evil.example/x.js']) {
      await expect(loadScript(src)).rejects.toThrow(/refused/);
    }
    expect(appended).toEqual([]);
  });

  it('adds one async script and shares the promise between callers', async () => {
    const first = loadScript('/sandbox/idp/facebook/sdk.js');
    const second = loadScript('/sandbox/idp/facebook/sdk.js');
    expect(second).toBe(first);
    expect(appended).toHaveLength(1);
    expect(appended[0].src).toContain('/sandbox/idp/facebook/sdk.js');
    expect(appended[0].async).toBe(true);
    appended[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('rejects on a load error and lets the caller retry', async () => {
    const first = loadScript('https://cdn.example/sdk.js');
    appended[0].dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/failed to load/);
    const retry = loadScript('https://cdn.example/sdk.js');
    expect(retry).not.toBe(first);
    expect(appended).toHaveLength(2);
  });

  it('rejects when the script never arrives', async () => {
    vi.useFakeTimers();
    const pending = loadScript('https://cdn.example/slow.js', 5000);
    vi.advanceTimersByTime(5000);
    await expect(pending).rejects.toThrow(/timed out/);
  });
});

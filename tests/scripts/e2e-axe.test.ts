// The journeys' axe (tests/e2e/axe.ts): axe-core's own build of the version AxeBuilder loads,
// injected once per document into each frame that lacks it.
import type { Frame, Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { AXE_SOURCE, injectAxe } from '../e2e/axe';

/** A frame whose document has axe (`has`), or fails every evaluation (`fails`); it counts injections. */
function fakeFrame(state: { has?: boolean; fails?: boolean }) {
  const frame = {
    injected: 0,
    async evaluate(what: unknown) {
      if (state.fails) throw new Error('Frame was detached');
      if (typeof what === 'function') return state.has === true;
      frame.injected += 1;
      state.has = true;
    },
  };
  return frame;
}

const pageOf = (main: ReturnType<typeof fakeFrame>, ...children: ReturnType<typeof fakeFrame>[]) =>
  ({ frames: () => [main, ...children], mainFrame: () => main }) as unknown as Page & { frames(): Frame[] };

describe('the journeys’ axe', () => {
  it('is the axe-core build of the version @axe-core/playwright loads', () => {
    const fromAxePlaywright = createRequire(createRequire(import.meta.filename).resolve('@axe-core/playwright'));
    const { version } = fromAxePlaywright('axe-core/package.json') as { version: string };
    expect(AXE_SOURCE).toContain(`.version="${version}"`);
    expect(AXE_SOURCE.length).toBeGreaterThan(100_000);
  });

  it('injects axe once per document, into each frame that lacks it', async () => {
    const main = fakeFrame({});
    const game = fakeFrame({ has: true });
    const page = pageOf(main, game);
    await injectAxe(page);
    await injectAxe(page);
    expect([main.injected, game.injected]).toEqual([1, 0]);
  });

  it('leaves out a child frame that is gone, but not the page itself', async () => {
    const child = fakeFrame({ fails: true });
    const main = fakeFrame({});
    await injectAxe(pageOf(main, child));
    expect(main.injected).toBe(1);
    await expect(injectAxe(pageOf(fakeFrame({ fails: true })))).rejects.toThrow('Frame was detached');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderFrame, renderSearchFrame, withFrame } from '../../../scripts/build/vite-prerender-frame';
import { FRAME_BANNER_SKELETON } from '../../../edge/routes/shell-banner';
import { FRAME_TILES, FRAME_ART_SKELETON } from '../../../edge/routes/shell-tiles';

const count = (html: string, name: string) => html.split(`frame-block frame-${name}"`).length - 1;

describe('prerendered home frame', () => {
  it('draws the top bar, card, banner, tabs, three rows of tiles and the tab bar', async () => {
    const html = await renderFrame();
    expect(html).toMatch(/^<div class="frame" aria-hidden="true">/);
    for (const part of ['frame-top', 'frame-card', 'frame-banner', 'frame-tabs', 'frame-grid', 'frame-nav']) expect(html).toContain(part);
    expect(count(html, 'art')).toBe(9);
    // The block the edge paints the first banner over (edge/routes/shell-banner.ts), once.
    expect(html.split(FRAME_BANNER_SKELETON)).toHaveLength(2);
  });

  it("draws the search page's header, search box, three chip rows, count and the tiles the edge paints", async () => {
    const html = await renderSearchFrame();
    expect(html).toMatch(/^<div class="frame" aria-hidden="true">/);
    for (const part of ['frame-header', 'frame-searchbox', 'frame-filters', 'frame-count', 'frame-grid']) expect(html).toContain(part);
    expect(html.split('frame-row frame-chips')).toHaveLength(4);
    // One block per tile the edge may paint (edge/routes/shell-tiles.ts), no more, no fewer.
    expect(html.split(FRAME_ART_SKELETON)).toHaveLength(FRAME_TILES + 1);
  });

  it('holds nothing the CSP refuses and no landmark of its own', async () => {
    for (const html of [await renderFrame(), await renderSearchFrame()]) {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).not.toMatch(/<(header|nav|main|footer|section|aside|h[1-6])\b|\srole=/i);
    }
  });

  it('goes into the cover of index.html, which keeps its loading label', async () => {
    const source = readFileSync('client/index.html', 'utf8');
    const html = withFrame(source, await renderFrame());
    expect(html).toMatch(/<div id="cover" role="progressbar" aria-label="Loading"><div class="frame" aria-hidden="true">/);
    expect(html).not.toContain('<!--home frame');
    expect(() => withFrame('<div id="cover"></div>', '<div></div>')).toThrow(/slot/);
  });

  it('is not imported by the client: the first paint carries no JavaScript for it', () => {
    const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
    // The frames share their blocks: a frame importing a frame is build-time code too.
    const importers = walk('client').filter(
      (file) => /\.tsx?$/.test(file) && !/frame-skeleton\.tsx$/.test(file) && /(from|import\()\s*['"][^'"]*frame-skeleton['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(importers).toEqual([]);
  });
});

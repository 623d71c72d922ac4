import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { FRAME_ART_SKELETON, FRAME_TILES, PAINTED_TILES, SEARCH_FRAME_FILE, firstTileUrls, withFirstTiles } from '../../../edge/routes/shell-tiles';
import { brotliStream } from '../../../edge/runtime-node/brotli-stream';
import { buildEdge, callsTo, memoryAssets, recordingFetch } from '../edge-fixtures';

const HOME_FRAME = '<div class="frame" aria-hidden="true"><span class="frame-block frame-banner"></span></div>';
const SHELL = `<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/index-a1.css"></head><body><div id="cover" role="progressbar" aria-label="Loading">${HOME_FRAME}</div>\n    <div id="app"></div></body></html>`;
const tileBlock = `<div>${FRAME_ART_SKELETON}<span class="frame-block frame-name"></span></div>`;
const SEARCH_FRAME = `<div class="frame" aria-hidden="true"><div class="frame-grid">${tileBlock.repeat(FRAME_TILES)}</div></div>`;

const game = (id: number, sort: number, extra: Record<string, unknown> = {}) => ({ id, name: `G${id}`, gameTypeId: 1, gameBrandId: 1, gamePlatformId: 1, gameTagIds: [], img: `${id}.svg`, status: 1, sort, tryIt: 0, ...extra });
const catalogue = (games: unknown[], extra: Record<string, unknown> = {}) => ({
  gameResourceUrl: '/sandbox/art/games/',
  appGameTypeList: [
    { id: 1, name: 'Slots', status: 1, sort: 0, icon: '' },
    { id: 2, name: 'Old', status: 0, sort: 1, icon: '' },
  ],
  appGameBrandList: [{ id: 1, name: 'B', status: 1, sort: 0, logo: '' }],
  appGameTagList: [{ id: 1, name: 'Hot', sort: 0 }],
  appGameList: games,
  ...extra,
});

describe("the search page's first tiles in its shell", () => {
  it("puts the search frame into the cover and paints the tiles in order, escaping each URL; '' keeps a block", () => {
    const html = withFirstTiles(SHELL, SEARCH_FRAME, ['/a/1.svg', '', 'https://cdn.example.ph/g/3.webp?v=2&w=300', '/a/4.svg']);
    expect(PAINTED_TILES).toBe(3); // the first row (the edge gives no more: firstTileUrls)
    expect(html).not.toContain('frame-banner');
    expect(html).toContain('<div id="cover" role="progressbar" aria-label="Loading"><div class="frame" aria-hidden="true"><div class="frame-grid">');
    const images = [...html.matchAll(/<span class="frame-art-shown"><img [^>]*><\/span>/g)].map((match) => match[0]);
    expect(images).toEqual([
      '<span class="frame-art-shown"><img src="/a/1.svg" alt="" width="300" height="400" fetchpriority="high"></span>',
      '<span class="frame-art-shown"><img src="https://cdn.example.ph/g/3.webp?v=2&amp;w=300" alt="" width="300" height="400" fetchpriority="high"></span>',
      '<span class="frame-art-shown"><img src="/a/4.svg" alt="" width="300" height="400" fetchpriority="high"></span>',
    ]);
    // The refused picture's block is still the second tile's, and the tiles after the list stay blocks.
    expect(html.split(FRAME_ART_SKELETON)).toHaveLength(FRAME_TILES - 3 + 1);
    expect(html.indexOf(FRAME_ART_SKELETON)).toBeLessThan(html.indexOf('/a/4.svg'));
    expect(html).toMatch(/<\/div><\/div><\/div>\n {4}<div id="app"><\/div><\/body><\/html>$/);
    // No cover, or a frame without tiles: as it was.
    expect(withFirstTiles('<p>x</p>', SEARCH_FRAME, ['/a.svg'])).toBe('<p>x</p>');
    expect(withFirstTiles(SHELL, '<div></div>', ['/a.svg'])).toBe(SHELL);
  });

  it('picks the games the page shows first: enabled, of an enabled type, by sort then id', () => {
    const games = [game(5, 2), game(4, 1), game(3, 1), game(9, 0, { status: 0 }), game(8, 0, { gameTypeId: 2 })];
    expect(firstTileUrls(catalogue(games))).toEqual(['/sandbox/art/games/3.svg', '/sandbox/art/games/4.svg', '/sandbox/art/games/5.svg']);
    expect(firstTileUrls(catalogue([game(7, 3, { img: 'https://cdn.example.ph/7.png' }), game(6, 4, { img: '/own/6.svg' })]))).toEqual(['https://cdn.example.ph/7.png', '/own/6.svg']);
    expect(firstTileUrls(catalogue(Array.from({ length: 30 }, (_, i) => game(i + 1, i))))).toHaveLength(PAINTED_TILES);
  });

  it('writes only a plain same-origin path or https URL: anything else leaves the block', () => {
    const bad = ['javascript:alert(1)', 'http://cdn.example.ph/1.png', '//evil.example/1.png', '/x" onerror="alert(1)', '/x><script>alert(1)</script>', '/a b.svg', 'data:image/svg+xml,<svg/>', `/${'a'.repeat(600)}.svg`, 42];
    for (let at = 0; at < bad.length; at += PAINTED_TILES) {
      const some = bad.slice(at, at + PAINTED_TILES);
      expect(firstTileUrls(catalogue(some.map((img, i) => game(i + 1, i, { img }))))).toEqual(some.map(() => ''));
    }
    // A resource base that makes a URL unsafe is refused the same way.
    expect(firstTileUrls(catalogue([game(1, 0)], { gameResourceUrl: 'http://cdn.example.ph/' }))).toEqual(['']);
  });

  it('gives nothing when the page would not look like the frame, or the answer is garbled', () => {
    expect(firstTileUrls(catalogue([]))).toBeUndefined(); // "no results", not tiles
    expect(firstTileUrls(catalogue([game(1, 0)], { appGameTagList: [] }))).toBeUndefined(); // a chip row fewer
    expect(firstTileUrls(catalogue([game(1, 0)], { appGameBrandList: [{ id: 1, status: 0 }] }))).toBeUndefined();
    expect(firstTileUrls(catalogue([game(1, 0)], { appGameTypeList: 'x' }))).toBeUndefined();
    expect(firstTileUrls(catalogue([null, 'x', game(1, 0)]))).toEqual(['/sandbox/art/games/1.svg']);
    expect(firstTileUrls(null)).toBeUndefined();
  });
});

describe('the shell of /game/search from the edge', () => {
  function edgeWith(answer: () => Response | Promise<Response>, files: Record<string, string> = { 'index.html': SHELL, [SEARCH_FRAME_FILE]: SEARCH_FRAME }) {
    const upstream = recordingFetch((call) => (call.url.endsWith('/anonymous/appConfig') ? answer() : Response.json({ code: 200 })));
    let now = 0;
    const { app } = buildEdge({ fetch: upstream.fetch, assets: memoryAssets(files), brotli: brotliStream, now: () => now, maintenanceTtlMs: 5000, maintenanceWaitMs: 200 });
    return { app, upstream, later: (ms: number) => (now += ms) };
  }
  const configAnswer = (games: unknown[], v = 7) => Response.json({ code: 200, v, maintenance: { status: 0 }, config: catalogue(games) });

  it('paints the first tiles, compressed, with an ETag that follows the catalogue; an unchanged catalogue comes without its body', async () => {
    let games = [game(1, 0), game(2, 1)];
    let v = 7;
    let withBody = true;
    const { app, upstream, later } = edgeWith(() => (withBody ? configAnswer(games, v) : Response.json({ code: 200, v, maintenance: { status: 0 } })));
    const first = await app.request('/game/search', { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const html = brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString();
    expect(html).toContain('<img src="/sandbox/art/games/1.svg"');
    expect(html.indexOf('/games/1.svg')).toBeLessThan(html.indexOf('/games/2.svg'));
    expect(html).not.toContain('frame-banner');
    const etag = first.headers.get('etag')!;
    expect((await app.request('/game/search', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } })).status).toBe(304);

    // A new catalogue version: a new page, once the refresh has landed.
    games = [game(3, 0), game(1, 1)];
    v = 8;
    later(6000);
    await app.request('/game/search');
    let next = new Response();
    await vi.waitFor(async () => {
      next = await app.request('/game/search', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
      expect(next.status).toBe(200);
    });
    expect(brotliDecompressSync(Buffer.from(await next.arrayBuffer())).toString()).toMatch(/games\/3\.svg[\s\S]*games\/1\.svg/);
    const etag8 = next.headers.get('etag')!;
    expect(etag8).not.toBe(etag);

    // The next refresh sends the version it has; an answer without the config keeps the tiles.
    withBody = false;
    later(6000);
    await app.request('/game/search');
    await vi.waitFor(() => expect(callsTo(upstream.calls, 'anonymous/appConfig').filter((call) => JSON.parse(call.body).v === 8).length).toBeGreaterThan(0));
    later(1);
    const kept = await app.request('/game/search', { headers: { 'accept-encoding': 'br', 'if-none-match': etag8 } });
    expect(kept.status).toBe(304);
  });

  it('serves the page as built when the upstream fails, is slow, or the build has no search frame', async () => {
    const failing = edgeWith(() => new Response('oops', { status: 500 }));
    expect(await (await failing.app.request('/game/search')).text()).toBe(SHELL);

    // Never answers: the page waits no longer than for the maintenance status, then goes as built.
    const hanging = edgeWith(() => new Promise<Response>(() => undefined));
    const started = performance.now();
    const page = await hanging.app.request('/game/search');
    expect(await page.text()).toBe(SHELL);
    expect(performance.now() - started).toBeLessThan(1500);

    const noFrame = edgeWith(() => configAnswer([game(1, 0)]), { 'index.html': SHELL });
    expect(await (await noFrame.app.request('/game/search')).text()).toBe(SHELL);
  });

  it("preloads the first painted picture, and names the page's own files only when its pictures do not come with the HTML", async () => {
    const files = { 'index.html': SHELL, [SEARCH_FRAME_FILE]: SEARCH_FRAME, 'route-preloads.json': JSON.stringify({ gameSearch: ['assets/search-page-a1.js'] }) };
    const painted = edgeWith(() => configAnswer([game(1, 0, { img: 'javascript:x' }), game(2, 1), game(3, 2)]), files);
    const withTiles = await painted.app.request('/game/search');
    expect(await withTiles.text()).toContain('<img src="/sandbox/art/games/2.svg"');
    // The stylesheet, then only the first painted picture (a refused picture is none).
    expect(withTiles.headers.get('link')).toBe('</assets/index-a1.css>; rel=preload; as=style; crossorigin, </sandbox/art/games/2.svg>; rel=preload; as=image; fetchpriority=high');
    const failing = edgeWith(() => new Response('oops', { status: 500 }), files);
    expect((await failing.app.request('/game/search')).headers.get('link')).toContain('</assets/search-page-a1.js>; rel=preload');
  });

  it('leaves other pages as built and asks nothing for them', async () => {
    const { app, upstream } = edgeWith(() => configAnswer([game(1, 0)]));
    const wallets = await app.request('/wallets');
    expect(await wallets.text()).toBe(SHELL);
    // Only the maintenance check asked the upstream.
    expect(callsTo(upstream.calls, 'anonymous/appConfig')).toHaveLength(1);
    const head = await app.request('/game/search', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

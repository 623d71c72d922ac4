import { describe, expect, it } from 'vitest';
import { parseRoutePreloads, preloadLinkOf, ROUTE_PRELOADS_FILE } from '../../../edge/routes/route-preloads';
import { SHELL_HTML, buildEdge, memoryAssets } from '../edge-fixtures';

const LIST = {
  gameSearch: ['assets/loaders-1.js', 'assets/search-page-2.js', 'assets/tile-3.js', 'assets/tile-3.css'],
  wallets: ['assets/loaders-1.js', 'assets/wallet-4.js'],
  home: ['assets/lobby-5.js'],
};

const edgeWith = (list: unknown) => buildEdge({ assets: memoryAssets({ 'index.html': SHELL_HTML, [ROUTE_PRELOADS_FILE]: typeof list === 'string' ? list : JSON.stringify(list) }) }).app;
const linksOf = (res: Response) => (res.headers.get('link') ?? '').split(/,\s*/).filter(Boolean);

describe('a page’s own files in its shell’s Link header', () => {
  it('names a deep link’s scripts, low priority, as the app’s loader fetches them (CORS), and leaves its stylesheets to the app', async () => {
    const res = await edgeWith(LIST).request('/game/search');
    expect(res.status).toBe(200);
    expect(linksOf(res)).toEqual([
      '</assets/loaders-1.js>; rel=preload; as=script; crossorigin; fetchpriority=low',
      '</assets/search-page-2.js>; rel=preload; as=script; crossorigin; fetchpriority=low',
      '</assets/tile-3.js>; rel=preload; as=script; crossorigin; fetchpriority=low',
    ]);
    // Each page its own list.
    expect(linksOf(await edgeWith(LIST).request('/wallets'))).toHaveLength(2);
  });

  it('names nothing for home (its picture comes first), a 404, a page the list does not know, or a build without a list', async () => {
    expect((await edgeWith(LIST).request('/')).headers.get('link')).toBeNull();
    const missing = await edgeWith(LIST).request('/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('link')).toBeNull();
    expect((await edgeWith(LIST).request('/mail')).headers.get('link')).toBeNull();
    const bare = buildEdge({ assets: memoryAssets({ 'index.html': SHELL_HTML }) }).app;
    const res = await bare.request('/game/search');
    expect(res.status).toBe(200);
    expect(res.headers.get('link')).toBeNull();
  });

  it('lets only built asset names reach the header: a broken or tampered list names nothing', () => {
    expect(parseRoutePreloads('not json').size).toBe(0);
    expect(parseRoutePreloads('[]').size).toBe(0);
    const parsed = parseRoutePreloads(
      JSON.stringify({
        ok: ['assets/a-1.js'],
        header: ['assets/a.js>; rel=preload, </evil.js'],
        outside: ['../secret.js'],
        other: ['https://evil.example/x.js'],
        many: Array.from({ length: 65 }, (_, i) => `assets/f${i}.js`),
        notList: 'assets/a-1.js',
        onlyCss: ['assets/a-1.css'],
      }),
    );
    expect([...parsed.keys()]).toEqual(['ok']);
    expect(preloadLinkOf(['assets/a-1.css'])).toBe('');
  });
});

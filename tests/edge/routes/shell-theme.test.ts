import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { FRAME_BANNER_SKELETON } from '../../../edge/routes/shell-banner';
import { shellThemeOf, withTheme } from '../../../edge/routes/shell-theme';
import { brotliStream } from '../../../edge/runtime-node/brotli-stream';
import { buildEdge, callsTo, maintenanceAnswer, memoryAssets, recordingFetch } from '../edge-fixtures';

const SHELL = `<!doctype html><html><head><meta name="theme-color" content="#120a1c" /><link rel="stylesheet" crossorigin href="/assets/index-a1.css"></head><body><div id="cover">${FRAME_BANNER_SKELETON}</div><div id="app"></div></body></html>`;
const themeAnswer = (data: unknown) => Response.json({ code: 200, appTheme: { themeName: 'T', themeDomian: '', themeJsonData: JSON.stringify(data) } });
const MIDNIGHT = { title: 'Casino', colors: { bg: '#14091f', surface: '#241336', primary: '#f5c542', accent: '#a24bff' } };
const styleOf = (html: string) => /<style id="operator-theme">([^<]*)<\/style>/.exec(html)?.[1];
const hashOf = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
const styleSrc = (response: Response) => /style-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

function edgeWith(theme: () => Response) {
  const upstream = recordingFetch((call) => (call.url.endsWith('/anonymous/appConfig') ? maintenanceAnswer(0) : call.url.endsWith('/anonymous/appTheme') ? theme() : Response.json({ code: 200 })));
  let now = 0;
  const { app } = buildEdge({ fetch: upstream.fetch, assets: memoryAssets({ 'index.html': SHELL, 'assets/a.js': 'x' }), brotli: brotliStream, now: () => now, maintenanceTtlMs: 5000 });
  return { app, upstream, later: (ms: number) => (now += ms) };
}

describe("the operator's theme in the shell", () => {
  it('writes checked colours only, the accent made legible, as the client would', async () => {
    const theme = await shellThemeOf(await themeAnswer(MIDNIGHT).json());
    // #a24bff on #241336 is under 4.6:1: lightened, as client/lib/operator-theme.ts paints it.
    expect(theme?.css).toMatch(/^:root\{--color-primary:#f5c542;--color-accent:#[0-9a-f]{6};--color-bg:#14091f;--color-surface:#241336\}$/);
    expect(theme?.css).not.toContain('#a24bff');
    expect(theme?.hash).toBe(hashOf(theme!.css));
    expect(theme?.background).toBe('#14091f');
    // Hostile values never reach the page: they cannot leave the rule or the element.
    const hostile = await shellThemeOf(await themeAnswer({ colors: { bg: 'red;}</style><script>alert(1)</script>', text: 'url(https://x.test/a)', primary: '#fff' } }).json());
    expect(hostile?.css).toBe(':root{--color-primary:#fff}');
    expect(hostile?.background).toBeUndefined();
    for (const none of [null, {}, { appTheme: null }, { appTheme: { themeJsonData: '{' } }, { appTheme: { themeJsonData: '{"colors":{"bg":"blue"}}' } }]) {
      expect(await shellThemeOf(none)).toBeUndefined();
    }
  });

  it('puts the style element last in the head and sets the browser theme colour', async () => {
    const theme = (await shellThemeOf(await themeAnswer(MIDNIGHT).json()))!;
    const html = withTheme(SHELL, theme);
    expect(html).toContain(`<meta name="theme-color" content="#14091f"><link rel="stylesheet" crossorigin href="/assets/index-a1.css"><style id="operator-theme">${theme.css}</style></head>`);
  });

  it("serves every page with it, and the shell the service worker precaches, with a CSP that allows that element alone", async () => {
    const { app, upstream } = edgeWith(() => themeAnswer(MIDNIGHT));
    for (const [path, status] of [
      ['/', 200],
      ['/wallets', 200],
      ['/no-such-page', 404],
    ] as const) {
      const response = await app.request(path, { headers: { 'accept-encoding': 'br' } });
      expect(response.status, path).toBe(status);
      const css = styleOf(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString());
      expect(css, path).toMatch(/^:root\{--color-primary:#f5c542;/);
      expect(styleSrc(response), path).toBe(`'self' ${hashOf(css!)}`);
    }
    // The shell as the service worker precaches it (`/index.html`, with Workbox's revision) too.
    const precached = await app.request('/index.html?__WB_REVISION__=abc');
    const precachedCss = styleOf(await precached.text());
    expect(precachedCss).toMatch(/^:root\{--color-primary:#f5c542;/);
    expect(styleSrc(precached)).toBe(`'self' ${hashOf(precachedCss!)}`);
    // A file keeps the plain policy; the theme was asked for once.
    const file = await app.request('/assets/a.js');
    expect(styleSrc(file)).toBe("'self'");
    expect(callsTo(upstream.calls, 'anonymous/appTheme')).toHaveLength(1);
    // A not-found page is never answered 304.
    const missing = await app.request('/no-such-page');
    expect((await app.request('/no-such-page', { headers: { 'if-none-match': missing.headers.get('etag')! } })).status).toBe(404);
  });

  it('follows a new theme after the refresh period, and serves the built shell when the upstream has none', async () => {
    let colors: Record<string, string> = { bg: '#14091f' };
    const { app, later } = edgeWith(() => themeAnswer({ colors }));
    expect(styleOf(await (await app.request('/wallets')).text())).toBe(':root{--color-bg:#14091f}');
    colors = { bg: '#06140f' };
    later(6000);
    await app.request('/wallets');
    await vi.waitFor(async () => expect(styleOf(await (await app.request('/wallets')).text())).toBe(':root{--color-bg:#06140f}'));

    const plain = edgeWith(() => Response.json({ code: 200 }));
    for (const path of ['/wallets', '/index.html']) {
      const response = await plain.app.request(path);
      expect(await response.text()).toBe(SHELL);
      expect(styleSrc(response)).toBe("'self'");
    }
    const failing = edgeWith(() => new Response('oops', { status: 500 }));
    expect(await (await failing.app.request('/wallets')).text()).toBe(SHELL);
  });
});

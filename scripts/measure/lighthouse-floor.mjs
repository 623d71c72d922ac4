// The floors of `npm run lighthouse`, served in front of the edge by one loopback server:
// - screen floors: a page as the app renders it, saved with every script and module preload taken
//   out (stylesheets, pictures, the open age notice and all). What Lighthouse measures on it is
//   what this machine's browser spends on the screen itself (parse, style, layout, paint,
//   pictures): no build that shows this screen can block the main thread for less.
// - the machine floor: a minimal static page (one heading, one paragraph), the least any page
//   costs on this machine at this moment.
// Each is served at its own path of the floor's origin with the edge's document headers (but its
// CSP: a screen floor carries the style attributes the app set from script, which
// `style-src 'self'` would drop from markup); every other request goes to the edge byte for byte.
import { createServer, request } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The path of the machine floor on the floor's origin. */
export const MACHINE_FLOOR_PATH = '/floor-hello';

const HELLO = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hello</title></head><body><h1>Hello</h1><p>A page with nothing to do: what this machine's browser costs at this moment.</p></body></html>`;

/**
 * The rendered document of `origin` + `path` (after `storage` is written for a returning player),
 * with nothing left that runs.
 */
async function renderedWithoutScript(browser, origin, { path, storage }) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    // Lighthouse's mobile screen, so the same tiles are in view and their pictures loaded.
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    if (storage) {
      // Written on a page of the origin that runs no app code, as the Lighthouse run does.
      await page.goto(`${origin}/manifest.webmanifest`);
      await page.evaluate((entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)), storage);
    }
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle0' });
    // A first visit's age notice (and the lobby's footer) come after the network settles.
    if (!storage) await page.waitForSelector('[role="dialog"]', { timeout: 5_000 }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const html = await page.evaluate(() => `<!doctype html>${document.documentElement.outerHTML}`);
    return html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\bmodulepreload\b[^>]*>/gi, '');
  } finally {
    await context.close();
  }
}

/**
 * Starts the floors' server in front of the edge at `origin`. `screens`: [{ at, path, storage? }]:
 * the app's rendering of `path` is served at `at` (a path of the floor's origin, `path` itself
 * when it is free). Resolves to its origin and a close function; the machine floor is at
 * MACHINE_FLOOR_PATH.
 */
export async function startFloors({ puppeteer, chromePath, origin, screens }) {
  const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const documents = new Map();
  try {
    for (const screen of screens) documents.set(screen.at, await renderedWithoutScript(browser, origin, screen));
  } finally {
    await browser.close();
  }
  documents.set(MACHINE_FLOOR_PATH, HELLO);

  const shell = await fetch(`${origin}/`);
  await shell.arrayBuffer();
  const documentHeaders = Object.fromEntries(
    [...shell.headers].filter(([name]) => !['content-security-policy', 'content-length', 'content-encoding', 'etag', 'transfer-encoding', 'connection'].includes(name)),
  );
  const encoded = new Map([...documents].map(([at, html]) => [at, { br: brotliCompressSync(html), gzip: gzipSync(html), identity: Buffer.from(html) }]));

  const server = createServer((req, res) => {
    const own = req.method === 'GET' ? encoded.get(req.url ?? '') : undefined;
    if (own) {
      const accepted = req.headers['accept-encoding'] ?? '';
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
      const headers = { ...documentHeaders, 'content-length': own[encoding].length };
      if (encoding !== 'identity') headers['content-encoding'] = encoding;
      res.writeHead(200, headers).end(own[encoding]);
      return;
    }
    // Everything else goes to the edge and back byte for byte (compressed as the edge sent it).
    const forwarded = request(`${origin}${req.url}`, { method: req.method, headers: { ...req.headers, host: new URL(origin).host } }, (upstream) => {
      res.writeHead(upstream.statusCode ?? 502, upstream.headers);
      upstream.pipe(res);
    });
    forwarded.on('error', (error) => res.writeHead(502, { 'content-type': 'text/plain' }).end(String(error)));
    req.pipe(forwarded);
  });
  const floorOrigin = await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));
  return { origin: floorOrigin, close: () => new Promise((resolve) => server.close(resolve)) };
}

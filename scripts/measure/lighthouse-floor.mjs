// The floor for `npm run lighthouse`: the same first visit to `/` as a page that runs no script.
// The app renders `/` once in Chromium; its DOM (stylesheets, pictures, the open age notice and
// all) is saved with every script and module preload taken out, and served as the document of `/`
// by a loopback server that passes every other request to the edge. What Lighthouse measures on
// it is what this machine's browser spends on the page itself (parse, style, layout, paint,
// pictures): no build of the app can block the main thread for less, so the app's figures are
// read against it, measured in the same run.
import { createServer, request } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The rendered document of `origin` + `/`, with nothing left that runs. */
async function renderedWithoutScript(puppeteer, chromePath, origin) {
  const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    // Lighthouse's mobile screen, so the same tiles are in view and their pictures loaded.
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
    // The lobby's footer and the age notice come after the network settles.
    await page.waitForSelector('[role="dialog"]', { timeout: 10_000 }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const html = await page.evaluate(() => `<!doctype html>${document.documentElement.outerHTML}`);
    return html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\bmodulepreload\b[^>]*>/gi, '');
  } finally {
    await browser.close();
  }
}

/**
 * Starts the floor's server in front of the edge at `origin`; resolves to its origin and a close
 * function. The document goes out with the edge's own headers except its CSP: the copy carries the
 * style attributes the app set from script, which `style-src 'self'` would drop from markup.
 */
export async function startFloor({ puppeteer, chromePath, origin }) {
  const html = await renderedWithoutScript(puppeteer, chromePath, origin);
  const shell = await fetch(`${origin}/`);
  await shell.arrayBuffer();
  const documentHeaders = Object.fromEntries(
    [...shell.headers].filter(([name]) => !['content-security-policy', 'content-length', 'content-encoding', 'etag', 'transfer-encoding', 'connection'].includes(name)),
  );
  const encoded = { br: brotliCompressSync(html), gzip: gzipSync(html), identity: Buffer.from(html) };

  const server = createServer((req, res) => {
    if (req.method === 'GET' && (req.url === '/' || req.url?.startsWith('/?'))) {
      const accepted = req.headers['accept-encoding'] ?? '';
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
      const headers = { ...documentHeaders, 'content-length': encoded[encoding].length };
      if (encoding !== 'identity') headers['content-encoding'] = encoding;
      res.writeHead(200, headers).end(encoded[encoding]);
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

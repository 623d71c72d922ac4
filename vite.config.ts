/// <reference types="vitest/config" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { budgetFiles } from './scripts/build/vite-budget-files';
import { buildStamp, sourceId } from './scripts/build/vite-build-stamp';
import { firstPaintChunk } from './scripts/build/vite-first-paint-chunk';
import { precompressLateFiles } from './scripts/build/vite-precompress-late-files';
import { prerenderFrame } from './scripts/build/vite-prerender-frame';
import { reactInstead } from './scripts/build/vite-react-instead';
import { routePreloadsFile } from './scripts/build/vite-route-preloads';
import { slimPreload } from './scripts/build/vite-slim-preload';
import { DEFAULT_APP_WEB_NAME } from './contract/app-web-name';
import { PATHS } from './contract/route-paths';
import { appPagesRegExp } from './scripts/build/sw-app-pages';

/**
 * Test files that run with a fresh module graph each: they replace modules with vi.mock (a shared
 * graph may already hold the real one, and Vitest keeps the mocks for the files after), or they
 * need modules no other file has touched. Every other file shares its worker (the test config below).
 */
const ISOLATED_TESTS = [
  'tests/client/stores/session.test.ts',
  'tests/client/modal-host.test.tsx',
  'tests/client/features/member/avatar-store.test.ts',
  'tests/client/features/records/member-report-page.test.tsx',
  'tests/client/features/records/report-days-view.test.tsx',
  'tests/client/features/records/records-store.test.ts',
  'tests/client/features/auth/auth-store.test.ts',
  'tests/client/features/play/play-store.test.ts',
  'tests/client/features/kyc/kyc-store.test.ts',
  'tests/client/lib/overlay-history.test.ts',
  'tests/client/widgets/customer-service.test.ts',
  'tests/client/app-frame-bubble.test.tsx',
  'tests/client/app-frame-first-page.test.tsx',
  'tests/client/app-crash-cover.test.tsx',
  'tests/edge/sandbox/auth/lockout.test.ts',
  'tests/edge/sandbox/auth/shared-counter.test.ts',
  'tests/contract/adding-a-call.test.ts',
  // Measures this process's memory after a collection: nothing another file left running may count.
  'tests/edge/upload-memory.test.ts',
];

/**
 * Client test files with no DOM (`// @vitest-environment node` on their first line) run in a project
 * of their own: a shared worker serves files of one environment, and every switch between
 * environments in a project's queue would start a new worker.
 */
const NODE_CLIENT_TESTS = (readdirSync(fileURLToPath(new URL('./tests/client', import.meta.url)), { recursive: true }) as string[])
  .map((file) => `tests/client/${file}`)
  .filter((file) => /\.test\.tsx?$/.test(file) && !ISOLATED_TESTS.includes(file) && readFileSync(file, 'utf8').startsWith('// @vitest-environment node\n'));

/** The brand name (the edge's APP_WEB_NAME, same default): manifest, page title and app text. */
const APP_WEB_NAME = process.env.APP_WEB_NAME?.trim() || DEFAULT_APP_WEB_NAME;
const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

// `npm run size:react` (scripts/measure/size-react.mjs) builds the same app on React 18 into dist-react/ to
// compare first paints; it sets this to the folder React is installed in.
const REACT_DIR = process.env.SIZE_REACT_DIR;
const OUT = REACT_DIR ? 'dist-react' : 'dist';
// The game list delta's merge (stores/game-list-delta.ts) is precached too: only a returning
// player gets a delta, and the merge must not wait on the network for its own code.
const BUDGET_DIRS = [`${OUT}/first-paint`, `${OUT}/lobby`, `${OUT}/game-list-delta`];
// What the entry (client/main.tsx) imports once the prerendered frame has painted: the app.
const START_MODULE = 'client/start.tsx';
// The first paint's CSS, named after its chunks: the entry's (the global rules) and the first paint's.
const FIRST_PAINT_CSS = ['index.css', 'first-paint.css'];
/** Chunks that keep their name beside the hash: the first paint's, and those the journeys hold back or wait for by name. */
const NAMED_CHUNKS = ['first-paint', 'lobby', 'back-stack', 'search-page', 'report-chart'];
// What every page load of the shell runs after load (registering the worker): precached with the
// shell, since the shell comes from the precache even after a deploy removed these files.
const PWA_DIRS = [`${OUT}/pwa`, `${OUT}/pwa-register`, `${OUT}/workbox-window`];
// The operator theme's checks (lib/operator-theme.ts): every start-up loads them beside the theme
// call, so they are precached with the shell (an installed shell never asks a deploy for them).
const THEME_DIR = `${OUT}/theme`;
// The retries of read calls (client/api/retry.ts): loaded at a call's first failure, which is
// often a lost connection, so it must not need the network for its own code.
const RETRY_DIR = `${OUT}/retry`;

/** Precached by the service worker: icons, and the files of the first paint, the lobby, the game list delta, the theme's checks, the retries and the worker's registration. */
function precached(url: string): boolean {
  if (!url.startsWith('assets/')) return true;
  return [...BUDGET_DIRS, THEME_DIR, RETRY_DIR, ...PWA_DIRS].some((dir) => {
    const list = `${dir}/files.json`;
    return existsSync(list) && (JSON.parse(readFileSync(list, 'utf8')) as string[]).includes(url);
  });
}

// The client lives in client/ (with its index.html); the build goes to dist/client, where the edge
// serves it. Text assets are precompressed here (brotli and gzip) so the edge never compresses
// per request.
export default defineConfig({
  root: 'client',
  publicDir: '../public',
  // The app's slimmer useStore (client/lib/use-store.ts says why; tsconfig.json maps the types).
  resolve: { alias: [{ find: /^@nanostores\/react$/, replacement: fileURLToPath(new URL('./client/lib/use-store.ts', import.meta.url)) }] },
  plugins: [
    REACT_DIR ? reactInstead(REACT_DIR) : preact(),
    // The lobby's game tiles, grid and chips, shared with the game pages only: one chunk (scripts/build/catalogue-chunk.ts).
    // lib/memo.ts (0.1 kB), shared by the lobby's tiles and the jackpot, rides with the first paint
    // rather than be a request of its own.
    firstPaintChunk(START_MODULE, { lobby: 'features/home/lobby.tsx', tile: 'ui/game-tile.tsx' }, ['client/lib/memo.ts']),
    slimPreload(),
    routePreloadsFile(START_MODULE, 'client/page-loaders.ts'),
    // The build's id: a hash of its sources (scripts/build/vite-build-stamp.ts).
    buildStamp(
      sourceId(fileURLToPath(new URL('.', import.meta.url)), {
        dirs: ['contract', 'client', 'public', 'scripts/build'],
        files: ['package-lock.json', 'vite.config.ts', 'edge/routes/shell-banner.ts'],
        values: [APP_WEB_NAME, REACT_DIR ?? ''],
      }),
    ),
    prerenderFrame(),
    {
      name: 'app-web-name',
      config: () => ({ define: { __APP_WEB_NAME__: JSON.stringify(APP_WEB_NAME) } }),
      transformIndexHtml: (html: string) => html.replaceAll('%APP_WEB_NAME%', escapeHtml(APP_WEB_NAME)),
    },
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: APP_WEB_NAME,
        short_name: APP_WEB_NAME.slice(0, 12),
        start_url: '/',
        display: 'standalone',
        background_color: '#14091f',
        theme_color: '#14091f',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      workbox: {
        // App shell, cache first: once the worker controls the page, every navigation to a page
        // of the route table is answered with the precached index.html of the installed build (no
        // network request for the document; offline too). index.html and the first paint's files
        // sit in the same precache, so the shell never names assets it lacks; a new deploy arrives
        // when its worker activates (registerType 'prompt'), and a lazy chunk a deploy removed
        // sends the page through the build check, which activates the new worker before reloading
        // (client/lib/worker-update.ts). The edge's maintenance redirect is bypassed: preLogin
        // decides it (client/stores/boot.ts, applyPreLogin).
        // Other navigations (API, /beacon, /sandbox/*, /healthz, files, unknown paths, which get
        // the edge's 404 status) go to the network. No runtime cache for documents.
        navigateFallback: 'index.html',
        navigateFallbackAllowlist: [appPagesRegExp(Object.values(PATHS))],
        globPatterns: ['**/*.{js,css,svg,png,woff2}', 'index.html'],
        // Installing must not download the whole app on a metered phone: only what the first
        // paint, the lobby, the game list delta and the worker's registration load is precached;
        // other chunks are cached the first time they load.
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => precached(entry.url)), warnings: [] })],
        runtimeCaching: [
          {
            urlPattern: /\/assets\/[^/]+\.(?:js|css)$/,
            handler: 'CacheFirst',
            options: { cacheName: 'lazy-assets', expiration: { maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 } },
          },
        ],
      },
    }),
    budgetFiles({
      firstPaintDir: BUDGET_DIRS[0],
      startModule: START_MODULE,
      // The wallet is measured but not precached: a deposit needs the network anyway.
      lazy: REACT_DIR ? {} : {
        'features/home/lobby.tsx': BUDGET_DIRS[1],
        'lib/operator-theme.ts': THEME_DIR,
        'api/retry.ts': RETRY_DIR,
        'stores/game-list-delta.ts': BUDGET_DIRS[2],
        'features/wallet/wallets-page.tsx': 'dist/wallet',
        'features/wallet/deposit-result-page.tsx': 'dist/wallet-result',
        'features/mail/inbox-page.tsx': 'dist/mail-inbox',
        'features/notices/notices-page.tsx': 'dist/notices',
        'features/mail/mail-detail-page.tsx': 'dist/mail-detail',
        'features/service/service-page.tsx': 'dist/service',
        'features/feedback/feedback-page.tsx': 'dist/feedback',
        'features/info/faq-page.tsx': 'dist/faq',
        'features/limits/self-limited-page.tsx': 'dist/limits',
        'features/play/game-start-page.tsx': 'dist/play',
        'features/kyc/kyc-page.tsx': 'dist/kyc',
        'features/member/member-page.tsx': 'dist/member',
        'features/vip/vip-page.tsx': 'dist/vip',
        'features/tasks/tasks-page.tsx': 'dist/tasks',
        'features/bonus/bonus-home-page.tsx': 'dist/bonus-home',
        'features/bonus/bonus-events-page.tsx': 'dist/bonus-events',
        'features/bonus/bonus-rewards-page.tsx': 'dist/bonus-rewards',
        'features/bonus/reward-record-page.tsx': 'dist/reward-record',
        'features/shell/section-tabs.tsx': 'dist/section-tabs',
        'page-loaders.ts': 'dist/page-loaders',
        'features/points/points-page.tsx': 'dist/points',
        'features/slots-hack/slots-hack-page.tsx': 'dist/slots-hack',
        'features/jackpot/jackpot-modal.tsx': 'dist/jackpot-modal',
        'features/jackpot/jackpot-page.tsx': 'dist/jackpot-page',
        'features/jackpot/rank-page.tsx': 'dist/rank',
        'features/jackpot/jackpot-bubble.tsx': 'dist/jackpot-bubble',
        'features/jackpot/counted-amount.tsx': 'dist/jackpot-count',
        'features/rebate/rebate-page.tsx': 'dist/rebate',
        'features/rebate/rebate-record-page.tsx': 'dist/rebate-record',
        'features/sign-in/sign-in-page.tsx': 'dist/sign-in',
        'features/sign-in/sign-in-rule-page.tsx': 'dist/sign-in-rule',
        'features/deposit-rewards/first-deposit-page.tsx': 'dist/first-deposit',
        'features/deposit-rewards/first-deposit-modal.tsx': 'dist/first-deposit-modal',
        'features/home/home-guide-modal.tsx': 'dist/home-guide',
        'features/deposit-rewards/recharge-total-page.tsx': 'dist/recharge-total',
        'features/follow/follow-page.tsx': 'dist/follow',
        'features/fund/fund-page.tsx': 'dist/fund',
        'features/lottery/lottery-page.tsx': 'dist/lottery',
        'features/lottery/lottery-product-page.tsx': 'dist/lottery-product',
        'features/lottery/lottery-order-page.tsx': 'dist/lottery-order',
        'features/lottery/lottery-history-page.tsx': 'dist/lottery-history',
        'features/lottery/lottery-record-page.tsx': 'dist/lottery-record',
        'features/lottery/lottery-rule-page.tsx': 'dist/lottery-rule',
        'features/diamond/scratch-card-page.tsx': 'dist/scratch-card',
        'features/diamond/diamond-shop-page.tsx': 'dist/diamond-shop',
        'features/invite/share-page.tsx': 'dist/share',
        'features/invite/share-qr.tsx': 'dist/share-qr',
        'features/invite/spin-page.tsx': 'dist/spin',
        'features/invite/spin-modal.tsx': 'dist/spin-modal',
        'features/invite/agent-page.tsx': 'dist/agent',
        'features/invite/agent-rule-page.tsx': 'dist/agent-rule',
        'features/member/profile-page.tsx': 'dist/member-profile',
        'features/records/member-report-page.tsx': 'dist/report',
        'features/records/report-chart.tsx': 'dist/report-chart',
        'features/member/profile-info-page.tsx': 'dist/member-profile-info',
        'stores/pwa.ts': PWA_DIRS[0],
        'virtual:pwa-register': PWA_DIRS[1],
        'workbox-window.prod.es5.mjs': PWA_DIRS[2],
      },
    }),
    precompressLateFiles(`${OUT}/client`),
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/, threshold: 0 }),
  ],
  build: {
    outDir: `../${OUT}/client`,
    emptyOutDir: true,
    target: 'es2020',
    modulePreload: { polyfill: false },
    // BUILD_SOURCEMAP=hidden (`npm run trace`): maps beside the chunks, named by no chunk, so a
    // trace's minified functions map back to their sources; never in a build that ships.
    sourcemap: process.env.BUILD_SOURCEMAP === 'hidden' ? 'hidden' : false,
    // File names are repeated in every lazy import's preload list, so each character costs the
    // first paint bytes: seven hash characters (the fewest the bundler allows for this many chunks)
    // tell builds apart as well as eight, and only the entry, the first paint's files and
    // NAMED_CHUNKS keep a name. The pages' and modals' names cost the first paint about 0.4 kB of
    // brotli, and left it within the chunk hashes' noise of its 25 kB limit (docs/measurements.md).
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: (chunk) => (NAMED_CHUNKS.includes(chunk.name) ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js'),
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css')) && !asset.names.some((name) => FIRST_PAINT_CSS.includes(name)) ? 'assets/[hash:7][extname]' : 'assets/[name]-[hash:7][extname]',
      },
    },
  },
  server: { port: 5173 },
  test: {
    root: '.',
    // Vitest's default is one worker fewer than the cores: one, on this 2-core machine. Most test
    // files wait on sockets, timers and child processes as much as they compute, so two workers
    // halve the wall time (docs/measurements.md).
    maxWorkers: 2,
    // Stubbed globals and env go back after each test: files share a worker's globals (below).
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      // Files share a worker (`isolate: false`): starting a worker, a happy-dom window and the imports
      // again for every file was most of the unit phase's CPU (docs/measurements.md). A file that
      // replaces a module (vi.mock) runs isolated instead. Client files keep no state from one
      // another: after each file tests/client/shared-worker.ts clears the window and has the next
      // file import the app afresh.
      {
        extends: true,
        // happy-dom's window costs about 0.4 s of CPU a file: files that test rules and stores with
        // no DOM say `// @vitest-environment node` on their first line.
        // 15 s: a test may wait 5 s for a lazy chunk (tests/client/setup.ts) more than once.
        // Worker threads, not forks: a thread costs less CPU to start than a process (docs/measurements.md).
        test: { name: 'client', root: '.', include: ['tests/client/**/*.test.{ts,tsx}'], exclude: [...ISOLATED_TESTS, ...NODE_CLIENT_TESTS], isolate: false, environment: 'happy-dom', setupFiles: ['tests/client/setup.ts'], testTimeout: 15_000, pool: 'threads' },
      },
      {
        extends: true,
        test: { name: 'client-node', root: '.', include: NODE_CLIENT_TESTS, isolate: false, environment: 'node', setupFiles: ['tests/client/setup.ts'], testTimeout: 15_000, pool: 'threads' },
      },
      {
        extends: true,
        // The Node entry is bundled once per run for the files that start it as a child process.
        // The sandbox's race tests run hundreds of requests in one process: 5 s is too short for them
        // when another process keeps a core busy.
        // The sandbox's password hashes at scrypt's N = 2^10, not 2^14: every registration and login
        // in these tests hashes, and at 2^14 that was a third of their CPU (docs/measurements.md).
        test: { name: 'edge', root: '.', include: ['tests/contract/**/*.test.ts', 'tests/edge/**/*.test.ts'], exclude: ISOLATED_TESTS, isolate: false, environment: 'node', globalSetup: ['tests/edge/edge-bundle.global.ts'], testTimeout: 30_000, env: { SANDBOX_PASSWORD_COST: '10' } },
      },
      {
        extends: true,
        test: { name: 'client-isolated', root: '.', include: ISOLATED_TESTS.filter((file) => file.startsWith('tests/client/')), environment: 'happy-dom', setupFiles: ['tests/client/setup.ts'], testTimeout: 15_000, pool: 'threads' },
      },
      {
        extends: true,
        test: { name: 'edge-isolated', root: '.', include: ISOLATED_TESTS.filter((file) => !file.startsWith('tests/client/')), environment: 'node', testTimeout: 30_000, env: { SANDBOX_PASSWORD_COST: '10' } },
      },
      {
        extends: true,
        // The runner's tests start npm and node: 5 s is too short while another process keeps a core busy.
        // The files share a worker as the edge's do: a fork and the imports again for each of them was
        // most of the project's CPU (docs/measurements.md).
        test: { name: 'scripts', root: '.', include: ['tests/scripts/**/*.test.ts'], isolate: false, environment: 'node', testTimeout: 30_000 },
      },
    ],
  },
});

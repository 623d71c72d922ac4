import { defineConfig, devices } from '@playwright/test';
import { DESKTOP_UI_FEATURES, disableFeaturesArg } from './tests/e2e/chromium-features';

// End-to-end journeys: Debian's Chromium (never a downloaded browser) at a phone viewport, against
// the built app served by the real edge (node dist/edge/node.mjs) with the real sandbox on a fresh
// database. Each worker has a lane of its own: its own edge and sandbox (and database), since
// several journeys flip sandbox-wide switches (maintenance, config, the games catalogue, through
// the `lane` fixture of tests/e2e/support.ts, which puts them back); inside a lane journeys run one
// at a time, so any journey may run in any lane (fullyParallel: the lanes share every file). Lane n
// listens on E2E_EDGE_PORT + 2n and E2E_SANDBOX_PORT + 2n (defaults 8797 and 8798; move them, e.g.
// to run two suites side by side). E2E_WORKERS sets the lanes (default 2).
const EDGE_PORT = Number(process.env.E2E_EDGE_PORT ?? 8797);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 8798);
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/** Lane n's ports: its edge's and its sandbox's. */
const lanePorts = (lane: number) => ({ edge: EDGE_PORT + 2 * lane, sandbox: SANDBOX_PORT + 2 * lane });
const lanes = Array.from({ length: WORKERS }, (_, lane) => lanePorts(lane));
// Playwright sets TEST_PARALLEL_INDEX in each worker (0 … workers-1), before it loads this file.
/** The ports of this worker's lane. */
export const LANE_PORTS = lanePorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${LANE_PORTS.edge}`,
    locale: 'en-PH',
    trace: 'off',
    // No service worker: installing it downloads its precache in every browser context (14-22 %
    // of a journey's CPU, docs/measurements.md). The journeys about it (the app shell, offline,
    // a returning player's catalogue) allow it with `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // No desktop address bar web UI (a renderer per browser context), with Playwright's own list.
        disableFeaturesArg(DESKTOP_UI_FEATURES),
      ],
    },
  },
  webServer: lanes.map(({ edge, sandbox }) => ({
    command: `rm -rf .data/e2e-${edge} && node dist/edge/node.mjs`,
    url: `http://127.0.0.1:${edge}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The edge logs every request: only its errors are shown.
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(edge),
      HOST: '127.0.0.1',
      SANDBOX_PORT: String(sandbox),
      SANDBOX_DB: `.data/e2e-${edge}/sandbox.db`,
      // Every journey logs in and sends codes from 127.0.0.1; the per-client limits have their own tests.
      RATE_LIMIT_AUTH: '1000,1000',
      RATE_LIMIT_SMS: '1000,1000',
      RATE_LIMIT_GLOBAL_AUTH: '1000,1000',
      RATE_LIMIT_GLOBAL_SMS: '1000,1000',
      // Cheaper password hashes, as in the unit tests (edge/config-schema.ts).
      SANDBOX_PASSWORD_COST: '10',
    },
  })),
});

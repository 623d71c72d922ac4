import { defineConfig, devices } from '@playwright/test';

// End-to-end journeys: Debian's Chromium (never a downloaded browser) at a phone viewport, against
// the built app served by the real edge (node dist/edge/node.mjs) with the real sandbox on a fresh
// database. Ports are fixed for the run so the tests can reach the sandbox's dev endpoints
// (E2E_EDGE_PORT / E2E_SANDBOX_PORT move them, e.g. to run two suites side by side).
export const EDGE_PORT = Number(process.env.E2E_EDGE_PORT ?? 8797);
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 8798);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One worker: several journeys flip sandbox-wide switches (maintenance, config).
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${EDGE_PORT}`,
    locale: 'en-PH',
    trace: 'off',
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
      ],
    },
  },
  webServer: {
    command: `rm -rf .data/e2e-${EDGE_PORT} && node dist/edge/node.mjs`,
    url: `http://127.0.0.1:${EDGE_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(EDGE_PORT),
      HOST: '127.0.0.1',
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_DB: `.data/e2e-${EDGE_PORT}/sandbox.db`,
      // Every journey logs in and sends codes from 127.0.0.1; the per-client limits have their own tests.
      RATE_LIMIT_AUTH: '1000,1000',
      RATE_LIMIT_SMS: '1000,1000',
    },
  },
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildConfig } from '../../builders';
import { fakeApi } from '../fake-api';

let status: 0 | 1;
let endTime: number | undefined;
let preLogins: number;

async function load() {
  vi.resetModules();
  return import('../../../client/stores/maintenance');
}

beforeEach(() => {
  vi.useFakeTimers();
  status = 1;
  endTime = undefined;
  preLogins = 0;
  history.replaceState(null, '', '/maintenance');
  fakeApi({
    preLogin: () => {
      preLogins++;
      return { maintenance: { status }, config: buildConfig({ v: preLogins, gameListVersion: 1, maintenance: { status, endTime } }), appCustomerServiceQueue: [] };
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('maintenance polling', () => {
  it('polls preLogin every 30 s while watched and goes home when maintenance is over', async () => {
    const { $maintenanceCheck, MAINTENANCE_POLL_MS } = await load();
    expect(MAINTENANCE_POLL_MS).toBe(30_000);
    const stop = $maintenanceCheck.listen(() => undefined);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(preLogins).toBe(1);
    expect(location.pathname).toBe('/maintenance');
    status = 0;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(preLogins).toBe(2);
    expect(location.pathname).toBe('/');
    stop();
  });

  it('stops polling when nobody watches (the page closed)', async () => {
    const { $maintenanceCheck } = await load();
    const stop = $maintenanceCheck.listen(() => undefined);
    stop();
    // nanostores unmounts a store a moment after its last listener leaves.
    await vi.advanceTimersByTimeAsync(5_000);
    preLogins = 0;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(preLogins).toBe(0);
  });

  it('keeps the config of each answer while closed: the page shows an end time the operator gives or moves', async () => {
    const { checkMaintenance } = await load();
    const { $config } = await import('../../../client/stores/config');
    endTime = Date.UTC(2026, 10, 27, 6, 30);
    expect(await checkMaintenance()).toBe(false);
    expect($config.get()?.maintenance).toEqual({ status: 1, endTime });
  });

  it("'Try again' checks at once", async () => {
    const { checkMaintenance } = await load();
    status = 0;
    expect(await checkMaintenance()).toBe(true);
    expect(location.pathname).toBe('/');
  });
});

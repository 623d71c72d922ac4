import { cleanup, render, screen } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import MaintenancePage from '../../../../client/features/info/maintenance-page';
import { $config } from '../../../../client/stores/config';
import { clearSession } from '../../../../client/stores/session';
import { buildConfig } from '../../../builders';
import { fakeApi } from '../../fake-api';

beforeEach(() => {
  clearSession();
  fakeApi();
});
afterEach(() => cleanup());

const page = () =>
  render(
    <LocationProvider>
      <MaintenancePage />
    </LocationProvider>,
  );

describe('maintenance page', () => {
  it('says balances are safe and shows the end time the operator gave, in Manila time and labelled so', () => {
    // 06:30 UTC is 2:30 PM in Manila, whatever the zone the test runs in.
    $config.set(buildConfig({ maintenance: { status: 1, endTime: Date.UTC(2026, 10, 27, 6, 30) } }));
    page();
    expect(screen.getByRole('heading', { name: 'Under maintenance' })).toBeTruthy();
    expect(screen.getByTestId('maintenance-safe').textContent).toMatch(/balance, bonuses and bets are safe/);
    expect(screen.getByTestId('maintenance-end').textContent).toMatch(/^We expect to be back by Nov 27, 2026, 2:30\s?PM \(Manila time\)\.$/);
  });

  it('without an end time says none, and offers the chat and the support address (no call needed)', () => {
    $config.set(buildConfig({ maintenance: { status: 1 } }));
    page();
    expect(screen.queryByTestId('maintenance-end')).toBeNull();
    expect(screen.getByRole('button', { name: 'Chat with customer service' })).toBeTruthy();
    const email = buildConfig().clientConfig.email;
    expect(screen.getByRole('link', { name: `Write to ${email}` }).getAttribute('href')).toBe(`mailto:${email}`);
  });
});

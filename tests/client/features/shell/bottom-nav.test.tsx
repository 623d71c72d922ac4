// The bottom navigation: five places in order, Deposit in the middle, only those whose pages exist
// in the route table; a guest's Deposit or Account tap opens the login sheet that returns there.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BottomNav } from '../../../../client/features/shell/bottom-nav';
import { NAV_ENTRIES, visibleNavEntries } from '../../../../client/features/shell/nav-entries';
import { $modals, closeAllModals } from '../../../../client/stores/modals';
import { clearSession, signIn } from '../../../../client/stores/session';
import type { UserInfo } from '../../../../contract/session';
import { fakeApi } from '../../fake-api';

beforeEach(() => {
  clearSession();
  fakeApi();
  history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  closeAllModals();
});

describe('bottom navigation', () => {
  it('plans Home, Promotions, Deposit (middle, prominent), Rewards, Account', () => {
    expect(NAV_ENTRIES.map((entry) => entry.icon)).toEqual(['home', 'promotions', 'deposit', 'rewards', 'account']);
    expect(NAV_ENTRIES[2]!.prominent).toBe(true);
    expect(visibleNavEntries(NAV_ENTRIES, () => true)).toHaveLength(5);
  });

  it('shows only entries whose pages exist in the route table', () => {
    expect(visibleNavEntries().map((entry) => entry.route)).toEqual(['home', 'bonusEvent', 'wallets', 'bonusReward', 'member']);
    expect(visibleNavEntries(NAV_ENTRIES, (name) => name !== 'member').map((entry) => entry.icon)).toEqual(['home', 'promotions', 'deposit', 'rewards']);
  });

  it('a guest tapping Deposit gets the login sheet that lands on the deposit page', () => {
    render(
      <LocationProvider>
        <BottomNav />
      </LocationProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a,button')].map((item) => item.textContent)).toEqual(['Home', 'Promotions', 'Deposit', 'Rewards', 'Account']);
    // Rewards is a member's page: a guest's tap asks to log in first.
    expect(screen.getByRole('button', { name: 'Rewards' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect($modals.get()).toEqual([{ name: 'login', redirect: '/wallets?name=deposit&back=1' }]);
  });

  it('puts a red dot on Deposit while a free bonus waits for the first deposit, and none after', async () => {
    const api = fakeApi();
    api.answer('activityGetStatusList', { spin: false, task: false, agent5: false, vip: false, signIn: false, email: false, canReceiveDrawChance: false });
    signIn({ token: 'tok', user: { id: 7, coin: 0, bonus: { pending: 1_000, locked: 0, turnoverLeft: 0 } } as UserInfo });
    const view = render(
      <LocationProvider>
        <BottomNav />
      </LocationProvider>,
    );
    const deposit = screen.getByRole('button', { name: /Deposit/ });
    expect(deposit.querySelector('[data-testid="red-dot-signupBonus"]')?.textContent).toBe('A free bonus waits for your first deposit');
    view.unmount();
    signIn({ token: 'tok2', user: { id: 7, coin: 10_000, bonus: { pending: 0, locked: 1_000, turnoverLeft: 20_000 } } as UserInfo });
    render(
      <LocationProvider>
        <BottomNav />
      </LocationProvider>,
    );
    expect(screen.queryByTestId('red-dot-signupBonus')).toBeNull();
  });

  it('names a tab with a red dot by the tab first and the dot apart: "Account, New mail or a reward waits"', () => {
    const api = fakeApi();
    api.answer('activityGetStatusList', { spin: false, task: false, agent5: false, vip: false, signIn: false, email: true, canReceiveDrawChance: false });
    signIn({ token: 'tok', user: { id: 7, coin: 0, bonus: { pending: 1_000, locked: 0, turnoverLeft: 0 } } as UserInfo });
    render(
      <LocationProvider>
        <BottomNav />
      </LocationProvider>,
    );
    return vi.waitFor(() => {
      expect(screen.getByRole('button', { name: 'Account, New mail or a reward waits' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Deposit, A free bonus waits for your first deposit' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    });
  });
});

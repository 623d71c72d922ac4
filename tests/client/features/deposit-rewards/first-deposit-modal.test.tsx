// The first-deposit popup: the offer as it stands when it opens, Deposit now for a member and
// Register / Log in for a guest (the sign-in sheet opens before the popup closes), and no popup
// at all once the player has deposited (it closes itself, so the queue moves on).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirstDepositInfo } from '../../../../contract/deposit-rewards';
import type { UserInfo } from '../../../../contract/session';
import FirstDepositModal from '../../../../client/features/deposit-rewards/first-deposit-modal';
import { $modals } from '../../../../client/stores/modals';
import { clearSession, signIn } from '../../../../client/stores/session';
import { fakeApi, type FakeApi } from '../../fake-api';

const PESO = 100;
let api: FakeApi;
const OFFER: FirstDepositInfo = {
  tiers: [
    { deposit: 100 * PESO, bonus: 20 * PESO },
    { deposit: 500 * PESO, bonus: 120 * PESO },
  ],
  status: 'open',
  turnover: 10,
};

beforeEach(() => {
  api = fakeApi();
  history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  clearSession();
  $modals.set([]);
  vi.unstubAllGlobals();
});

const renderModal = (onClose = vi.fn()) => {
  render(
    <LocationProvider>
      <FirstDepositModal activityId={44} onClose={onClose} />
    </LocationProvider>,
  );
  return onClose;
};

describe('first-deposit popup', () => {
  it('shows a member the tiers and takes them to the deposit', async () => {
    signIn({ token: 'tok', user: { id: 7, coin: 0 } as UserInfo });
    api.answer('firstDepositInfo', OFFER);
    const onClose = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'First deposit bonus' });
    expect(dialog.textContent).toContain('Up to ₱120.00 extra on your first deposit');
    expect(screen.getAllByTestId('first-deposit-tier').map((row) => row.textContent)).toEqual(['Deposit ₱100.00 or more+₱20.00', 'Deposit ₱500.00 or more+₱120.00']);
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(onClose).toHaveBeenCalled();
    expect(location.pathname + location.search).toBe('/wallets?name=deposit&back=1');
  });

  it('offers a guest Register and Log in, opened before the popup closes', async () => {
    api.answer('firstDepositInfo', OFFER);
    const onClose = vi.fn(() => expect($modals.get().map((modal) => modal.name)).toContain('register'));
    renderModal(onClose);
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect($modals.get()).toContainEqual({ name: 'register', redirect: '/activity/first-deposit' });
    expect(screen.queryByRole('button', { name: 'Deposit now' })).toBeNull();
  });

  it('never shows once the player has deposited: it closes itself', async () => {
    signIn({ token: 'tok', user: { id: 7, coin: 0 } as UserInfo });
    api.answer('firstDepositInfo', { ...OFFER, status: 'paid', paid: { bonus: 20 * PESO, orderNo: 'D123456789012345', time: 1, bonusStatus: 'locked', turnoverLeft: 200 * PESO } });
    const onClose = renderModal();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

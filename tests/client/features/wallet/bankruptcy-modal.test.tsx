import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../../contract/session';
import BankruptcyModal from '../../../../client/features/wallet/bankruptcy-modal';
import { clearSession, setUser, signIn } from '../../../../client/stores/session';
import { fakeApi } from '../../fake-api';

afterEach(() => {
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
  history.replaceState(null, '', '/');
});

describe('bankruptcy modal', () => {
  it('reminds a VIP of the bet rebate: Bet Rebate, I Remember', () => {
    setUser({ id: 7, vip: 2 } as UserInfo);
    const onClose = vi.fn();
    render(<BankruptcyModal onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Bet Rebate' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I Remember' }));
    expect(onClose).toHaveBeenCalled();
    expect(location.pathname).toBe('/');
  });

  it('shows a VIP the rebate waiting and leads to it, keeping I Remember', async () => {
    const api = fakeApi();
    api.answer('betBonus', { vip: 2, types: [{ gameTypeId: 1, name: 'Slots', validBet: 75_000, rate: 40, amount: 300 }], total: 300 });
    signIn({ token: 'tok', user: { id: 7, vip: 2 } as UserInfo });
    const onClose = vi.fn();
    render(<BankruptcyModal onClose={onClose} />);
    expect((await screen.findByTestId('bankruptcy-rebate')).textContent).toBe('Rebate waiting for you: ₱3.00');
    expect(screen.getByRole('button', { name: 'I Remember' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim my rebate' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(location.pathname).toBe('/vip/rebate'));
    expect(api.posted('betBonus')).toEqual([{ type: 0 }]);
  });

  it('offers a VIP with no rebate due only I Remember', async () => {
    const api = fakeApi();
    api.answer('betBonus', { vip: 1, types: [{ gameTypeId: 1, name: 'Slots', validBet: 0, rate: 30, amount: 0 }], total: 0 });
    signIn({ token: 'tok', user: { id: 7, vip: 1 } as UserInfo });
    render(<BankruptcyModal onClose={vi.fn()} />);
    await waitFor(() => expect(api.posted('betBonus')).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByRole('button').map((button) => button.textContent)).toContain('I Remember'));
    expect(screen.queryByRole('button', { name: 'Claim my rebate' })).toBeNull();
    expect(screen.queryByTestId('bankruptcy-rebate')).toBeNull();
  });

  it('gives others a tip with Become a VIP now, which opens deposit', async () => {
    setUser({ id: 7, vip: 0 } as UserInfo);
    const onClose = vi.fn();
    render(<BankruptcyModal onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Tip' })).toBeTruthy();
    expect(screen.getByText(/Your balance is not enough for this bet\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Become a VIP now' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(location.pathname + location.search).toBe('/wallets?name=deposit&back=1'));
  });
});

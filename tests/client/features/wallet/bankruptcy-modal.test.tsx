import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../../contract/session';
import BankruptcyModal from '../../../../client/features/wallet/bankruptcy-modal';
import { clearSession, setUser } from '../../../../client/stores/session';

afterEach(() => {
  cleanup();
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

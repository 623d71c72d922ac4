import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthResult } from '../../../contract/auth';
import type { UserInfo } from '../../../contract/session';
import { clearSession, signIn } from '../../../client/stores/session';
import { $toasts } from '../../../client/stores/toast';
import { MemberBalance } from '../../../client/widgets/member-balance';
import { fakeApi, FakeNetworkError } from '../fake-api';

const member = { id: 9, nickname: 'Ana', account: 'ana01', mobile: '', hasPassword: true, coin: 123456 } as UserInfo;

afterEach(() => {
  cleanup();
  clearSession();
  $toasts.set([]);
  vi.unstubAllGlobals();
});

describe('member balance widget', () => {
  it('shows the signed-in member’s balance and refreshes it from the operator', async () => {
    const api = fakeApi({ refreshData: { coin: 98765, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, hasPassword: true } });
    signIn({ token: 't', user: member } as unknown as AuthResult);
    render(<MemberBalance large />);
    expect(screen.getByTestId('balance').textContent).toContain('1,234.56');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toContain('987.65'));
    expect(api.posted('refreshData')).toHaveLength(1);
  });

  it('says so in a toast when the refresh fails', async () => {
    fakeApi({ refreshData: new FakeNetworkError('offline') });
    signIn({ token: 't', user: member } as unknown as AuthResult);
    render(<MemberBalance />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect($toasts.get().map((toast) => toast.message)).toContain('Could not refresh the balance.'));
    expect(screen.getByTestId('balance').textContent).toContain('1,234.56');
  });
});

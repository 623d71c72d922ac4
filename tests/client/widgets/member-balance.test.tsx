import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthResult } from '../../../client/api/contract/auth';
import type { UserInfo } from '../../../client/api/contract/session';
import { clearSession, signIn } from '../../../client/stores/session';
import { $toasts } from '../../../client/stores/toast';
import { MemberBalance } from '../../../client/widgets/member-balance';

const member = { id: 9, nickname: 'Ana', account: 'ana01', mobile: '', hasPassword: true, coin: 123456 } as UserInfo;

afterEach(() => {
  cleanup();
  clearSession();
  $toasts.set([]);
  vi.unstubAllGlobals();
});

describe('member balance widget', () => {
  it('shows the signed-in member’s balance and refreshes it from the operator', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL) => new Response(JSON.stringify({ errcode: 0, coin: 98765 }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    signIn({ token: 't', user: member } as unknown as AuthResult);
    render(<MemberBalance large />);
    expect(screen.getByTestId('balance').textContent).toContain('1,234.56');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toContain('987.65'));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/app/v1/refreshData');
  });

  it('says so in a toast when the refresh fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    signIn({ token: 't', user: member } as unknown as AuthResult);
    render(<MemberBalance />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect($toasts.get().map((toast) => toast.message)).toContain('Could not refresh the balance.'));
    expect(screen.getByTestId('balance').textContent).toContain('1,234.56');
  });
});

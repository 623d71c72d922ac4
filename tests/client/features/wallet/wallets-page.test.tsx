import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WalletErrorCode } from '../../../../contract/wallet';
import type { UserInfo } from '../../../../contract/session';
import { $channelId, providerPage } from '../../../../client/features/wallet/deposit-store';
import WalletsPage from '../../../../client/features/wallet/wallets-page';
import { clearSession, signIn } from '../../../../client/stores/session';
import { fakeApi, FakeFailure, type FakeApi } from '../../fake-api';
import { tradeInfo } from './trade-info';

const PESO = 100;
let api: FakeApi;
let opened: string[];

const order = (fields: Record<string, unknown> = {}) => ({
  orderNo: 'DABCDEFGHJKLMNPQ',
  typeId: 1,
  provider: 'gcash' as const,
  amount: 500 * PESO,
  bonus: 25 * PESO,
  status: 'created' as const,
  createTime: 1,
  expireTime: 2,
  ...fields,
});

beforeEach(() => {
  api = fakeApi();
  history.replaceState(null, '', '/wallets?name=deposit');
  signIn({ token: 'tok', user: { id: 7 } as UserInfo });
  api.answer('getRechargeInfo', tradeInfo());
  api.answer('getSelfLimits', { limits: [], netSpend: [], realityCheckMinutes: 0 });
  opened = [];
  providerPage.open = (url) => void opened.push(url);
});
afterEach(() => {
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  clearSession();
  $channelId.set(null);
  vi.unstubAllGlobals();
});

const renderPage = () => render(<LocationProvider><WalletsPage query={{ name: 'deposit' }} /></LocationProvider>);

describe('WalletsPage (deposit)', () => {
  it('offers the channels in order with the default picked, and the chips at or above the minimum', async () => {
    renderPage();
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['Bank transfer (InstaPay)', 'GCash', 'Maya']);
    // Each tile carries its provider's mark (a badge with the name, in its colour).
    expect(radios.map((r) => r.querySelector('[data-provider]')?.textContent)).toEqual(['InstaPay', 'GCash', 'Maya']);
    expect(screen.getByRole('radio', { name: 'GCash' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual(['₱100.00', '₱300.00+₱10.00 bonus', '₱500.00+₱25.00 bonus', '₱10,000.00+₱1,000.00 bonus']);
    expect(screen.getByTestId('deposit-limits').textContent).toBe('From ₱1.00 to ₱50,000.00 per deposit · ₱100,000.00 left today');
    expect(screen.getByText('Your first deposit can be as small as ₱1.00. After it, the smallest deposit is ₱100.00.')).toBeTruthy();
    expect(screen.queryByTestId('own-limit')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Bank transfer (InstaPay)' }));
    await waitFor(() => expect(screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent?.split('+')[0])).toEqual(['₱500.00', '₱10,000.00']));
    expect(screen.getByRole('radio', { name: 'Bank transfer (InstaPay)' }).getAttribute('aria-checked')).toBe('true');
  });

  it('pays a chip: one order with its bonus chip and a request key, then the provider page opens', async () => {
    api.answer('recharge', { order: order(), payUrl: '/sandbox/pay/DABCDEFGHJKLMNPQ?t=abc' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /₱500\.00/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₱500.00' }));
    await waitFor(() => expect(opened).toEqual(['/sandbox/pay/DABCDEFGHJKLMNPQ?t=abc']));
    const [sent] = api.posted('recharge');
    expect(sent).toMatchObject({ typeId: 1, amount: 500 * PESO, itemId: 3 });
    expect(sent!.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says the bonus a typed amount earns before Pay, as the chip of that amount does', async () => {
    renderPage();
    const field = await screen.findByLabelText('Other amount (₱)');
    fireEvent.input(field, { target: { value: '10000' } });
    expect(await screen.findByText('This amount earns a ₱1,000.00 bonus.')).toBeTruthy();
    fireEvent.input(field, { target: { value: '250' } });
    expect(await screen.findByText('Deposit ₱300.00 or more for a ₱10.00 bonus.')).toBeTruthy();
  });

  it('shows what the player’s own deposit limit leaves and disables the chips it forbids', async () => {
    const room = (period: 'day' | 'month', amount: number, used: number, resetsAt: number) => ({ kind: 'deposit' as const, period, amount, used, left: amount - used, resetsAt, pending: null });
    api.answer('getSelfLimits', { limits: [room('day', 1_000 * PESO, 600 * PESO, Date.UTC(2026, 10, 26, 16)), room('month', 20_000 * PESO, 600 * PESO, Date.UTC(2026, 11, 1))], netSpend: [], realityCheckMinutes: 0 });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('own-limit').textContent).toContain('Your deposit limit: ₱400.00 left today · ₱19,400.00 left this month.'));
    const chip = (price: string) => screen.getByRole('button', { name: new RegExp(`^${price.replace(/[.$]/g, '\\$&')}`) }) as HTMLButtonElement;
    expect(chip('₱300.00').disabled).toBe(false);
    expect(chip('₱500.00').disabled).toBe(true);
    expect(chip('₱500.00').textContent).toBe('₱500.00Over your limit');
    fireEvent.input(screen.getByLabelText('Other amount (₱)'), { target: { value: '450' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₱450.00' }));
    expect(await screen.findByText('Your deposit limit leaves ₱400.00 today.')).toBeTruthy();
    expect(api.posted('recharge')).toEqual([]);
  });

  it('says what is wrong with a typed amount before calling, with the numbers', async () => {
    renderPage();
    const field = await screen.findByLabelText('Other amount (₱)');
    fireEvent.input(field, { target: { value: '0.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₱0.50' }));
    expect(await screen.findByText('The smallest deposit through GCash is ₱1.00.')).toBeTruthy();
    fireEvent.input(field, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Choose an amount' }));
    expect(await screen.findByText('Enter an amount in pesos, e.g. 500 or 500.50.')).toBeTruthy();
    expect(api.posted('recharge')).toEqual([]);
  });

  it("shows the server's limit with its numbers, and refuses an unsafe payment page", async () => {
    api.answer('recharge', new FakeFailure(WalletErrorCode.dailyLimitReached, { extra: { left: 2_000 * PESO } }));
    renderPage();
    fireEvent.input(await screen.findByLabelText('Other amount (₱)'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₱5,000.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You can deposit ₱2,000.00 more through GCash today.');

    api.answer('recharge', { order: order(), payUrl: 'javascript:alert(1)' });
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₱5,000.00' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The payment page could not be opened safely. Please contact customer service.'));
    expect(opened).toEqual([]);
  });

  it('offers a retry when the channels cannot be loaded', async () => {
    api.answer('getRechargeInfo', new FakeFailure(500, { status: 500 }));
    renderPage();
    expect(await screen.findByText('The payment channels could not be loaded.')).toBeTruthy();
    api.answer('getRechargeInfo', tradeInfo());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'GCash' })).toBeTruthy();
  });
});

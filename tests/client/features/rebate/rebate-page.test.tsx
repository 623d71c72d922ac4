// The bet rebate pages: what is due per game type with the total, the player's rates and the next
// level's, the rate table with the player's row marked; a claim (one type or all) waits for its
// answer (no double claim), shows the reward modal and reloads; a refused claim says why; VIP 0
// learns how to reach VIP 1; the record pages newest first, with an empty state.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RebateErrorCode, type RebateAudit, type RebateLogRow, type RebateSummary } from '../../../../contract/rebate';
import type { UserInfo } from '../../../../contract/session';
import RebatePage from '../../../../client/features/rebate/rebate-page';
import RebateRecordPage from '../../../../client/features/rebate/rebate-record-page';
import { $modals } from '../../../../client/stores/modals';
import { $user, clearSession, signIn } from '../../../../client/stores/session';
import { $toasts } from '../../../../client/stores/toast';
import { fakeApi, FakeFailure, inTurn, type FakeApi } from '../../fake-api';

const PESO = 100;
let api: FakeApi;

const summary = (fields: Partial<RebateSummary> = {}): RebateSummary => ({
  vip: 1,
  types: [
    { gameTypeId: 1, name: 'Slots', validBet: 1_000 * PESO, rate: 30, amount: 3 * PESO },
    { gameTypeId: 2, name: 'Live Casino', validBet: 0, rate: 15, amount: 0 },
    { gameTypeId: 4, name: 'Table Games', validBet: 500 * PESO, rate: 20, amount: 1 * PESO },
  ],
  total: 4 * PESO,
  ...fields,
});
const rates = (level: number) => (level === 0 ? { '1': 0, '2': 0, '4': 0 } : { '1': 20 + 10 * level, '2': 10 + 5 * level, '4': 15 + 5 * level });
const audit = (fields: Partial<RebateAudit> = {}): RebateAudit => ({
  vip: 1,
  vipExp: 1_500 * PESO,
  gameTypes: [
    { id: 1, name: 'Slots' },
    { id: 2, name: 'Live Casino' },
    { id: 4, name: 'Table Games' },
  ],
  levels: [0, 1, 2].map((level) => ({ level, experience: level * 1_000 * PESO, rates: rates(level) })),
  next: { level: 2, amount: 5 * PESO },
  ...fields,
});
const claimed = { awards: [{ propId: 2001, count: 3 * PESO }], coin: 53 * PESO, bonusStatus: 'locked' as const, paid: [{ gameTypeId: 1, validBet: 1_000 * PESO, rate: 30, amount: 3 * PESO }] };

beforeEach(() => {
  api = fakeApi();
  history.replaceState(null, '', '/vip/rebate');
  api.answer('betBonus', summary());
  api.answer('getVipLevelAudit', audit());
  api.answer('activityGetStatusList', { spin: false, task: false, agent5: false, vip: false, signIn: false, email: false, canReceiveDrawChance: false });
  api.answer('refreshData', { coin: 53 * PESO, lottery: 0, vip: 1, vipExp: 1_500 * PESO, userLevel: 0, bet: 1_500 * PESO, hasPassword: true });
  signIn({ token: 'tok', user: { id: 7, coin: 50 * PESO, vip: 1 } as UserInfo });
});
afterEach(() => {
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  clearSession();
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <LocationProvider>
      <RebatePage />
    </LocationProvider>,
  );
const rows = () => screen.getAllByTestId('rebate-type');
const rowOf = (name: string) => rows().find((row) => row.textContent?.includes(name))!;

describe('bet rebate page', () => {
  it('shows the total, each game type with its bets and rate, the next level, and the rate table with the player row', async () => {
    renderPage();
    expect(screen.getByTestId('rebate-loading')).toBeTruthy();
    expect((await screen.findByTestId('rebate-total-amount')).textContent).toBe('₱4.00');
    expect(screen.getByTestId('rebate-total').textContent).toContain('Your rates at VIP 1');
    expect(screen.getByTestId('rebate-next').textContent).toBe('At VIP 2 these bets would pay ₱5.00. Bet ₱500.00 more to reach VIP 2.');
    expect(rows().map((row) => row.textContent)).toEqual([
      'Slots₱1,000.00 of bets ×\u00a00.30%₱3.00Claim',
      'Live Casino₱0.00 of bets ×\u00a00.15%₱0.00Nothing yet',
      'Table Games₱500.00 of bets ×\u00a00.20%₱1.00Claim',
    ]);
    expect((within(rowOf('Live Casino')).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    const table = screen.getByTestId('rebate-rates');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Level', 'Slots', 'Live Casino', 'Table Games']);
    const current = table.querySelector('tr[aria-current="true"]')!;
    expect(current.textContent).toBe('VIP 1You0.30%0.15%0.20%');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(screen.getByTestId('rebate-record-link').getAttribute('href')).toBe('/vip/rebate/record');
    expect(screen.getByText(/paid at your VIP level when you claim/).textContent).toContain('bet 1× its amount to withdraw it');
  });

  it('claims one game type once on a double tap, shows the reward and reloads', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.answer('betBonusByTypeReceive', () => new Promise((resolve) => (answer = resolve as never)));
    renderPage();
    await screen.findByTestId('rebate-total');
    const claim = within(rowOf('Slots')).getByRole('button', { name: 'Claim' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() => expect(api.posted('betBonusByTypeReceive')).toEqual([{ type: 1 }]));
    // While it runs, the other claims wait too.
    await waitFor(() => expect((screen.getByRole('button', { name: 'Claim all' }) as HTMLButtonElement).disabled).toBe(true));
    api.answer('betBonus', summary({ types: summary().types.map((t) => (t.gameTypeId === 1 ? { ...t, validBet: 0, amount: 0 } : t)), total: 1 * PESO }));
    answer(claimed);
    await waitFor(() => expect($modals.get()).toContainEqual({ name: 'reward', awards: [{ propId: 2001, count: 3 * PESO }], bonusStatus: 'locked' }));
    expect($user.get()?.coin).toBe(53 * PESO);
    await waitFor(() => expect(screen.getByTestId('rebate-total-amount').textContent).toBe('₱1.00'));
    expect(within(rowOf('Slots')).getByRole('button').textContent).toBe('Nothing yet');
    expect(api.posted('betBonusByTypeReceive')).toHaveLength(1);
  });

  it('claims every type at once with Claim all', async () => {
    api.answer('betBonusReceive', { ...claimed, awards: [{ propId: 2001, count: 4 * PESO }] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim all' }));
    await waitFor(() => expect($modals.get()).toContainEqual({ name: 'reward', awards: [{ propId: 2001, count: 4 * PESO }], bonusStatus: 'locked' }));
    expect(api.posted('betBonusReceive')).toEqual([{}]);
  });

  it('says why a claim was refused, and shows the rebate as it now stands', async () => {
    api.answer('betBonusReceive', new FakeFailure(RebateErrorCode.nothingDue));
    // As the operator answers: every open game type, nothing due on any.
    api.answer('betBonus', inTurn<'betBonus'>(summary(), summary({ types: summary().types.map((t) => ({ ...t, validBet: 0, amount: 0 })), total: 0 })));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim all' }));
    await waitFor(() => expect($toasts.get().map((toast) => toast.message)).toContain('No rebate is due yet. Play and come back.'));
    await waitFor(() => expect(screen.getByTestId('rebate-total-amount').textContent).toBe('₱0.00'));
    expect((within(screen.getByTestId('rebate-total')).getByRole('button', { name: 'Nothing yet' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells a VIP 0 player how to reach VIP 1, with no claim to make', async () => {
    api.answer('betBonus', summary({ vip: 0, types: [{ gameTypeId: 1, name: 'Slots', validBet: 400 * PESO, rate: 0, amount: 0 }], total: 0 }));
    api.answer('getVipLevelAudit', audit({ vip: 0, vipExp: 400 * PESO, next: { level: 1, amount: 120 } }));
    renderPage();
    const card = await screen.findByTestId('rebate-vip0');
    expect(card.textContent).toContain('Bet ₱600.00 more to reach VIP 1');
    expect(card.textContent).toContain('At VIP 1 these bets would pay ₱1.20.');
    expect(within(card).getByRole('link', { name: 'See the VIP levels' }).getAttribute('href')).toBe('/vip');
    expect(screen.queryByTestId('rebate-type')).toBeNull();
    expect(screen.queryByRole('button', { name: /Claim/ })).toBeNull();
    expect(screen.getByTestId('rebate-rates').querySelector('tr[aria-current="true"]')!.textContent).toContain('VIP 0');
  });

  it('offers a retry when the rebate cannot load', async () => {
    api.answer('getVipLevelAudit', inTurn<'getVipLevelAudit'>(new FakeFailure(500, { status: 500 }), audit()));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('rebate-total-amount')).textContent).toBe('₱4.00');
  });
});

describe('rebate record page', () => {
  const row = (id: number, fields: Partial<RebateLogRow> = {}): RebateLogRow => ({
    id,
    gameTypeId: 1,
    name: 'Slots',
    validBet: 1_000 * PESO,
    rate: 30,
    vip: 1,
    amount: 3 * PESO,
    createTime: Date.UTC(2026, 0, 15, 8, 0, 0),
    ...fields,
  });
  const renderRecord = () =>
    render(
      <LocationProvider>
        <RebateRecordPage />
      </LocationProvider>,
    );

  it('lists the claims newest first, page by page, to No more', async () => {
    const first = Array.from({ length: 20 }, (_, i) => row(30 - i));
    api.answer('betBonusLog', (req) => (req.pageNum === 1 ? { list: first, pages: 2, total: 21 } : { list: [row(5, { name: 'Table Games', rate: 20, amount: 1 * PESO, validBet: 500 * PESO })], pages: 2, total: 21 }));
    renderRecord();
    const rows = await screen.findAllByTestId('rebate-record-row');
    expect(rows).toHaveLength(20);
    expect(rows[0]!.textContent).toContain('Slots+₱3.00₱1,000.00 of bets ×\u00a00.30% at VIP\u00a01');
    expect(rows[0]!.querySelector('time')!.textContent).toMatch(/Jan 15, 2026/);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('rebate-record-row')).toHaveLength(21));
    expect(screen.getAllByTestId('rebate-record-row')[20]!.textContent).toContain('Table Games+₱1.00₱500.00 of bets ×\u00a00.20% at VIP\u00a01');
    expect(screen.getByText('No more')).toBeTruthy();
    expect(api.posted('betBonusLog')).toEqual([
      { pageNum: 1, pageSize: 20 },
      { pageNum: 2, pageSize: 20 },
    ]);
  });

  it('shows an empty state that leads back to the rebate', async () => {
    api.answer('betBonusLog', { list: [], pages: 1, total: 0 });
    renderRecord();
    expect((await screen.findByRole('status')).textContent).toContain('No rebate claimed yet.');
    expect(screen.getByRole('link', { name: 'See your rebate' }).getAttribute('href')).toBe('/vip/rebate');
  });
});

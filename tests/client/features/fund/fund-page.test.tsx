// The fund page: last Manila week's net loss and its fund with the claim (once on a double tap,
// the reward modal), this week's running loss and what it would pay next Monday, the terms from
// the operator's config; a closed fund and a week below the minimum say so; a refused claim says
// why. The member centre's Fund shortcut carries a red dot while last week's fund waits.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FundErrorCode, type FundInfo } from '../../../../contract/fund';
import type { UserInfo } from '../../../../contract/session';
import FundPage from '../../../../client/features/fund/fund-page';
import { SHORTCUTS } from '../../../../client/features/member/member-shortcuts';
import { $modals } from '../../../../client/stores/modals';
import { clearSession, signIn } from '../../../../client/stores/session';
import { $toasts } from '../../../../client/stores/toast';
import { fakeApi, FakeFailure, inTurn, type FakeApi } from '../../fake-api';

const PESO = 100;
const DAY = 24 * 3600_000;
// Monday 2026-01-12 and 2026-01-19, 00:00 in Manila.
const LAST = Date.UTC(2026, 0, 11, 16);
const THIS = LAST + 7 * DAY;
let api: FakeApi;

const fund = (fields: Partial<FundInfo> = {}): FundInfo => ({
  open: true,
  ratePercent: 5,
  cap: 500 * PESO,
  minLoss: 100 * PESO,
  lastWeek: { from: LAST, to: THIS, bet: 2_050 * PESO, win: 150 * PESO, loss: 1_900 * PESO, amount: 95 * PESO, status: 'claimable' },
  thisWeek: { from: THIS, to: THIS + 7 * DAY, bet: 50 * PESO, win: 0, loss: 50 * PESO, amount: 0 },
  ...fields,
});
const flags = (fundWaiting: boolean) => ({ spin: false, task: false, agent5: false, vip: false, signIn: false, email: false, canReceiveDrawChance: false, fund: fundWaiting });

beforeEach(() => {
  api = fakeApi();
  history.replaceState(null, '', '/activity/bank');
  api.answer('fundInfo', fund());
  api.answer('activityGetStatusList', flags(false));
  api.answer('refreshData', { coin: 95 * PESO, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, hasPassword: true });
  signIn({ token: 'tok', user: { id: 7, coin: 0 } as UserInfo });
});
afterEach(() => {
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  clearSession();
  vi.unstubAllGlobals();
});

const renderPage = () => render(<LocationProvider><FundPage /></LocationProvider>);
/** A new session: the page loads its data again. */
const again = () => {
  cleanup();
  clearSession();
  signIn({ token: 'tok2', user: { id: 7, coin: 0 } as UserInfo });
};

describe('fund page', () => {
  it("shows last week's loss and fund, this week so far and the terms", async () => {
    renderPage();
    expect(screen.getByTestId('fund-loading')).toBeTruthy();
    const last = await screen.findByTestId('fund-last-week');
    expect(within(last).getByTestId('fund-last-week-loss').textContent).toBe('₱1,900.00');
    expect(within(last).getByTestId('fund-last-week-amount').textContent).toBe('₱95.00');
    expect(last.textContent).toContain('Mon, Jan 12 to Sun, Jan 18');
    expect(last.textContent).toContain('Bets ₱2,050.00 minus wins ₱150.00');
    const week = screen.getByTestId('fund-this-week');
    expect(within(week).getByTestId('fund-this-week-loss').textContent).toBe('₱50.00');
    expect(week.textContent).toContain('Pays from a net loss of ₱100.00.');
    expect(screen.getByText(/Every Monday you get back 5% of last week’s net loss .* up to ₱500.00, when it reaches ₱100.00\..* bet it 3 times to withdraw it\./)).toBeTruthy();
  });

  it('says what this week would pay and when', async () => {
    api.answer('fundInfo', fund({ thisWeek: { from: THIS, to: THIS + 7 * DAY, bet: 400 * PESO, win: 100 * PESO, loss: 300 * PESO, amount: 15 * PESO } }));
    renderPage();
    expect((await screen.findByTestId('fund-this-week')).textContent).toContain('Would pay ₱15.00, to claim from Mon, Jan 26.');
  });

  it('claims once on a double tap, shows the reward and then the claimed week', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.answer('fundReceive', () => new Promise((resolve) => (answer = resolve as never)));
    renderPage();
    const claim = within(await screen.findByTestId('fund-last-week')).getByRole('button', { name: 'Claim ₱95.00' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() => expect(api.posted('fundReceive')).toEqual([{}]));
    api.answer('fundInfo', fund({ lastWeek: { ...fund().lastWeek, status: 'claimed' } }));
    answer({ awards: [{ propId: 2001, count: 95 * PESO }], coin: 95 * PESO, bonusStatus: 'locked' });
    await waitFor(() => expect($modals.get()).toContainEqual({ name: 'reward', awards: [{ propId: 2001, count: 95 * PESO }], bonusStatus: 'locked' }));
    await waitFor(() => expect(screen.getByTestId('fund-last-week').textContent).toContain("You claimed last week’s fund. The next one opens on Mon, Jan 26."));
    expect(api.posted('fundReceive')).toHaveLength(1);
  });

  it('explains a week below the minimum, a closed fund and a refused claim', async () => {
    api.answer('fundReceive', new FakeFailure(FundErrorCode.alreadyClaimed));
    renderPage();
    fireEvent.click(within(await screen.findByTestId('fund-last-week')).getByRole('button', { name: 'Claim ₱95.00' }));
    await waitFor(() => expect($toasts.get().map((toast) => toast.message)).toContain('You already claimed last week’s fund.'));
    api.answer('fundInfo', fund({ lastWeek: { from: LAST, to: THIS, bet: 80 * PESO, win: 0, loss: 80 * PESO, amount: 0, status: 'none' } }));
    again();
    renderPage();
    const last = await screen.findByTestId('fund-last-week');
    expect(last.textContent).toContain('Last week pays no fund: a week pays when its net loss reaches ₱100.00.');
    expect(within(last).queryByRole('button')).toBeNull();
    api.answer('fundInfo', inTurn<'fundInfo'>(new FakeFailure(500, { status: 500 }), fund({ open: false })));
    again();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('status')).textContent).toBe('The weekly fund is closed right now.');
  });

  it("raises the member centre's Fund shortcut red dot while last week's fund waits", async () => {
    const entry = SHORTCUTS.find((shortcut) => shortcut.route === 'activityBank')!;
    expect(entry.label).toBe('member.nav.fund');
    api.answer('activityGetStatusList', flags(true));
    const seen: boolean[] = [];
    const stop = entry.dot!.subscribe((on) => seen.push(on));
    await waitFor(() => expect(seen.at(-1)).toBe(true));
    stop();
  });
});

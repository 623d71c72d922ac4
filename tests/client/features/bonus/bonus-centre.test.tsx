// The bonus centre: the reward record (every grant with its state, Manila time), "My bonus" (what
// holds each open grant and how much more play unlocks it), and the overview (bonus money, ways to
// earn that exist, the turnover of each reward as the operator set it, a guest's login prompt).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RewardLogRow } from '../../../../contract/bonus';
import { PATHS } from '../../../../contract/route-paths';
import type { UserInfo } from '../../../../contract/session';
import BonusHomePage from '../../../../client/features/bonus/bonus-home-page';
import BonusRewardsPage from '../../../../client/features/bonus/bonus-rewards-page';
import RewardRecordPage from '../../../../client/features/bonus/reward-record-page';
import { visibleBonusEntries, BONUS_ENTRIES } from '../../../../client/features/bonus/bonus-entries';
import { rewardHold } from '../../../../client/features/bonus/reward-kinds';
import { $config } from '../../../../client/stores/config';
import { $modals, closeAllModals } from '../../../../client/stores/modals';
import { clearSession, signIn } from '../../../../client/stores/session';
import { fakeApi, type FakeApi } from '../../fake-api';

const PESO = 100;
let api: FakeApi;
const AT = Date.UTC(2026, 0, 15, 16, 30); // 12:30 AM on 16 Jan in Manila

const row = (fields: Partial<RewardLogRow> & Pick<RewardLogRow, 'id' | 'kind'>): RewardLogRow => ({
  amount: 10 * PESO,
  status: 'locked',
  turnoverRequired: 200 * PESO,
  turnoverDone: 50 * PESO,
  createTime: AT,
  ...fields,
});
const FLAGS = { spin: false, task: true, agent5: false, vip: false, signIn: false, email: false, canReceiveDrawChance: false };
const BONUS = { pending: 5 * PESO, locked: 10 * PESO, turnoverLeft: 150 * PESO };

beforeEach(() => {
  api = fakeApi();
  api.answer('activityGetStatusList', FLAGS);
  api.answer('refreshData', { coin: 60 * PESO, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, hasPassword: true, bonus: BONUS });
  signIn({ token: 'tok', user: { id: 7, coin: 60 * PESO, bonus: BONUS } as UserInfo });
});
afterEach(() => {
  // Stores stay mounted a moment after their last listener: let that pass, so each test mounts afresh.
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  closeAllModals();
  clearSession();
  $config.set(null);
  vi.unstubAllGlobals();
});

const renderIn = (page: preact.JSX.Element) => render(<LocationProvider>{page}</LocationProvider>);

describe('what holds a reward', () => {
  it('is the first deposit for a pending one, the turnover left for a locked one, nothing after', () => {
    expect(rewardHold(row({ id: 1, kind: 'mail', status: 'pending' }))).toEqual({ kind: 'deposit' });
    expect(rewardHold(row({ id: 1, kind: 'task' }))).toEqual({ kind: 'turnover', left: 150 * PESO, share: 0.25 });
    expect(rewardHold(row({ id: 1, kind: 'task', turnoverDone: 250 * PESO }))).toEqual({ kind: 'turnover', left: 0, share: 1 });
    expect(rewardHold(row({ id: 1, kind: 'task', status: 'released' }))).toEqual({ kind: 'none' });
    expect(rewardHold(row({ id: 1, kind: 'task', status: 'lost' }))).toEqual({ kind: 'none' });
  });
});

describe('reward record', () => {
  it('lists every reward with its name, amount, state and Manila time', async () => {
    api.answer('activityAwardGetLog', { list: [row({ id: 3, kind: 'task' }), row({ id: 2, kind: 'mail', status: 'pending', amount: 5 * PESO }), row({ id: 1, kind: 'vip_daily', status: 'released' }), row({ id: 9, kind: 'someday' as never, status: 'lost' })], pages: 1, total: 4 });
    renderIn(<RewardRecordPage />);
    const rows = await screen.findAllByTestId('reward-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Task reward₱10.00Jan 16, 2026, 12:30 AMLockedBet ₱150.00 more to unlock',
      'Mail reward₱5.00Jan 16, 2026, 12:30 AMWaiting for deposit',
      'VIP daily award₱10.00Jan 16, 2026, 12:30 AMCash',
      'Reward₱10.00Jan 16, 2026, 12:30 AMUsed up',
    ]);
    expect(api.posted('activityAwardGetLog')).toEqual([{ pageNum: 1, pageSize: 20 }]);
  });

  it('says so when there is none yet', async () => {
    api.answer('activityAwardGetLog', { list: [], pages: 1, total: 0 });
    renderIn(<RewardRecordPage />);
    expect(await screen.findByText('No rewards yet. Your first is waiting in the bonus centre.')).toBeTruthy();
  });
});

describe('my bonus', () => {
  it('asks for the open rewards only and says what unlocks each', async () => {
    api.answer('activityAwardGetLog', { list: [row({ id: 3, kind: 'vip_level' }), row({ id: 2, kind: 'register_bonus', status: 'pending' })], pages: 1, total: 2 });
    renderIn(<BonusRewardsPage />);
    const rows = await screen.findAllByTestId('held-reward');
    expect(rows.map((r) => r.textContent)).toEqual([
      'VIP level-up reward₱10.00Bet ₱150.00 more to unlock · ₱50.00 of ₱200.00 bet',
      'Sign-up bonus₱10.00Unlocks with your first deposit · Deposit now',
    ]);
    expect(api.posted('activityAwardGetLog')).toEqual([{ pageNum: 1, pageSize: 20, open: true }]);
    expect(screen.getByTestId('bonus-summary').textContent).toContain('₱5.00 of free bonus waits for your first deposit.');
    expect(screen.getByTestId('bonus-summary').textContent).toContain('₱10.00 of your balance is bonus money. Bet ₱150.00 more and it becomes cash you can withdraw.');
  });
});

describe('bonus centre overview', () => {
  it('offers the ways to earn whose pages exist, with a red dot where a reward waits', async () => {
    expect(visibleBonusEntries([{ route: 'nowhere', icon: 'star', label: 'bonusCentre.entry.tasks' }, ...BONUS_ENTRIES.slice(0, 1)]).map((e) => e.route)).toEqual(['bonusTasks']);
    renderIn(<BonusHomePage />);
    const entries = screen.getAllByTestId('bonus-entry');
    expect(entries.map((e) => e.getAttribute('href'))).toEqual(visibleBonusEntries().map((e) => PATHS[e.route]));
    expect(entries[0]!.getAttribute('href')).toBe('/bonus/tasks');
    await waitFor(() => expect(entries[0]!.textContent).toContain('a reward waits'));
    expect(entries[1]!.textContent).not.toContain('a reward waits');
  });

  it('shows each reward’s turnover as the operator set it', () => {
    $config.set({ bonusTurnover: { task: 7, vip_daily: 0 } } as never);
    renderIn(<BonusHomePage />);
    const cells = (name: string) => [...screen.getByRole('cell', { name }).parentElement!.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells('Task reward')).toEqual(['Task reward', '7× the bonus']);
    expect(cells('VIP daily award')).toEqual(['VIP daily award', 'none']);
    expect(cells('Sign-up bonus')).toEqual(['Sign-up bonus', '20× the bonus']);
  });

  it('asks a guest to log in instead of showing bonus money', () => {
    clearSession();
    renderIn(<BonusHomePage />);
    expect(screen.queryByTestId('bonus-summary')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect($modals.get()).toEqual([{ name: 'login', reason: 'rewards' }]);
  });
});

// The VIP page's VIP tasks: progress in pesos with the period, a task above the player's level
// locked with the level it needs, a claim that waits for its answer (a double tap is one claim),
// 'Claim all' as one request for every reached task, and a refused claim that says why.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../../contract/session';
import { VipTaskErrorCode, type TaskView } from '../../../../contract/tasks';
import type { VipInfo } from '../../../../contract/vip';
import VipPage from '../../../../client/features/vip/vip-page';
import { $modals } from '../../../../client/stores/modals';
import { clearSession, signIn } from '../../../../client/stores/session';
import { $toasts } from '../../../../client/stores/toast';
import { fakeApi, FakeFailure, type FakeApi } from '../../fake-api';

const PESO = 100;
let api: FakeApi;

const task = (fields: Partial<TaskView> & Pick<TaskView, 'id'>): TaskView => ({ period: 'daily', goal: 'bet', target: 2_000 * PESO, award: 20 * PESO, vipLevel: 1, progress: 0, status: 'doing', ...fields });
const info = (tasks: TaskView[], vip = 1): VipInfo => ({
  vip,
  vipExp: 1_250 * PESO,
  levels: [{ level: 1, experience: 1_000 * PESO, betLimit: 0, showType: 1, levelUpAward: 10 * PESO, dailyAward: [], levelUp: 'claimed' }],
  daily: { awards: [], status: 'none' },
  tasks,
});
const TASKS: TaskView[] = [
  task({ id: 101, progress: 2_000 * PESO, status: 'claimable' }),
  task({ id: 102, period: 'weekly', goal: 'deposit', target: 1_000 * PESO, award: 50 * PESO, vipLevel: 2, progress: 1_000 * PESO, status: 'claimable' }),
  task({ id: 103, period: 'weekly', target: 20_000 * PESO, award: 200 * PESO, vipLevel: 3, progress: 500 * PESO, status: 'locked' }),
];

beforeEach(() => {
  api = fakeApi();
  history.replaceState(null, '', '/vip');
  api.answer('getVipInfo', info(TASKS, 2));
  api.answer('activityGetStatusList', { spin: false, task: false, agent5: false, vip: false, signIn: false, email: false, canReceiveDrawChance: false });
  api.answer('refreshData', { coin: 90 * PESO, lottery: 0, vip: 2, vipExp: 1_250 * PESO, userLevel: 0, bet: 0, hasPassword: true });
  signIn({ token: 'tok', user: { id: 7, coin: 20 * PESO } as UserInfo });
});
afterEach(() => {
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  clearSession();
  vi.unstubAllGlobals();
});

const renderPage = () => render(<LocationProvider><VipPage /></LocationProvider>);

describe('VIP tasks on the VIP page', () => {
  it('list each task with its level, period, progress and reward; a task above the level is locked with the level it needs', async () => {
    renderPage();
    const rows = within(await screen.findByTestId('vip-tasks')).getAllByTestId('vip-task');
    expect(rows.map((row) => row.textContent)).toEqual([
      'VIP 1Bet ₱2,000.00 today₱2,000.00 of ₱2,000.00 · Reward ₱20.00Claim',
      'VIP 2Deposit ₱1,000.00 this week₱1,000.00 of ₱1,000.00 · Reward ₱50.00Claim',
      'VIP 3Bet ₱20,000.00 this week₱500.00 of ₱20,000.00 · Reward ₱200.00Reach VIP 3 to unlock this task.Not yet',
    ]);
    expect(within(rows[2]!).getByRole('button', { name: 'Not yet' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Weekly tasks start again every Monday at midnight, Manila time.')).toBeTruthy();
    expect(screen.getByText('VIP task rewards are bonus money: bet 1× a reward to withdraw it.')).toBeTruthy();
  });

  it('shows a VIP 0 player every task locked, with nothing to claim', async () => {
    api.answer('getVipInfo', info(TASKS.map((t) => ({ ...t, status: 'locked' })), 0));
    renderPage();
    const rows = within(await screen.findByTestId('vip-tasks')).getAllByTestId('vip-task');
    expect(rows.map((row) => within(row).getByRole('button').textContent)).toEqual(['Not yet', 'Not yet', 'Not yet']);
    expect(rows[0]!.textContent).toContain('Reach VIP 1 to unlock this task.');
    expect(screen.queryByRole('button', { name: /Claim all/ })).toBeNull();
  });

  it('claims one task once on a double tap and shows the reward', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.answer('receiveVipTask', () => new Promise((resolve) => (answer = resolve as never)));
    renderPage();
    const claim = within((await screen.findAllByTestId('vip-task'))[0]!).getByRole('button', { name: 'Claim' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() => expect(api.posted('receiveVipTask')).toEqual([{ id: 101 }]));
    answer({ awards: [{ propId: 2001, count: 20 * PESO }], coin: 40 * PESO, bonusStatus: 'locked' });
    await waitFor(() => expect($modals.get()).toContainEqual({ name: 'reward', awards: [{ propId: 2001, count: 20 * PESO }], bonusStatus: 'locked' }));
    expect(api.posted('receiveVipTask')).toHaveLength(1);
  });

  it('claims every reached task with one request, then shows them claimed', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.answer('receiveVipTaskUnReceiveBonus', () => new Promise((resolve) => (answer = resolve as never)));
    renderPage();
    const all = await screen.findByRole('button', { name: 'Claim all (2)' });
    fireEvent.click(all);
    fireEvent.click(all);
    // Every row waits with it: no single claim can start meanwhile.
    await waitFor(() => expect(within(screen.getAllByTestId('vip-task')[0]!).getByRole('button').getAttribute('aria-busy')).toBe('true'));
    api.answer('getVipInfo', info([{ ...TASKS[0]!, status: 'claimed' }, { ...TASKS[1]!, status: 'claimed' }, TASKS[2]!], 2));
    answer({ ids: [101, 102], awards: [{ propId: 2001, count: 70 * PESO }], coin: 90 * PESO, bonusStatus: 'locked' });
    await waitFor(() => expect($modals.get()).toContainEqual({ name: 'reward', awards: [{ propId: 2001, count: 70 * PESO }], bonusStatus: 'locked' }));
    await waitFor(() => expect(screen.getAllByTestId('vip-task').map((row) => within(row).getByRole('button').textContent)).toEqual(['Claimed', 'Claimed', 'Not yet']));
    expect(api.posted('receiveVipTaskUnReceiveBonus')).toHaveLength(1);
  });

  it('says why a claim was refused', async () => {
    api.answer('receiveVipTask', new FakeFailure(VipTaskErrorCode.levelTooLow));
    renderPage();
    fireEvent.click(within((await screen.findAllByTestId('vip-task'))[1]!).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect($toasts.get().map((toast) => toast.message)).toContain('Reach the VIP level of this task first.'));
  });
});

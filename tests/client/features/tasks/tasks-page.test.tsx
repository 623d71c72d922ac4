// The tasks page: daily and one-time tasks with progress (pesos for bets and deposits), the reset
// time in Manila, a claim that waits for its answer and shows the reward, 'Go' to where a task is
// done (a visit task recorded on the way), and the turnover from the operator's config.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../../contract/session';
import type { TaskView } from '../../../../contract/tasks';
import TasksPage from '../../../../client/features/tasks/tasks-page';
import { $claimTask } from '../../../../client/features/tasks/tasks-store';
import { $modals } from '../../../../client/stores/modals';
import { clearSession, signIn } from '../../../../client/stores/session';
import { fakeApi, type FakeApi } from '../../fake-api';

const PESO = 100;
let api: FakeApi;
const RESET = Date.UTC(2026, 0, 15, 16, 0, 0); // midnight in Manila

const task = (fields: Partial<TaskView> & Pick<TaskView, 'id' | 'goal'>): TaskView => ({ period: 'daily', target: 100 * PESO, award: 2 * PESO, progress: 0, status: 'doing', ...fields });
const TASKS: TaskView[] = [
  task({ id: 1, goal: 'bet', progress: 100 * PESO, status: 'claimable' }),
  task({ id: 3, goal: 'deposit', progress: 40 * PESO, award: 3 * PESO }),
  task({ id: 4, goal: 'visit', target: 1, award: PESO, route: 'vip' }),
  task({ id: 5, goal: 'profile', period: 'once', target: 1, award: 5 * PESO, progress: 1, status: 'claimed' }),
];

beforeEach(() => {
  api = fakeApi();
  history.replaceState(null, '', '/bonus/tasks');
  api.answer('getTaskUser', { tasks: TASKS, resetAt: RESET });
  api.answer('activityGetStatusList', { spin: false, task: false, agent5: false, vip: false, signIn: false, email: false, canReceiveDrawChance: false });
  api.answer('refreshData', { coin: 52 * PESO, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, hasPassword: true });
  signIn({ token: 'tok', user: { id: 7, coin: 50 * PESO } as UserInfo });
});
afterEach(() => {
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  clearSession();
  vi.unstubAllGlobals();
});

const renderPage = () => render(<LocationProvider><TasksPage /></LocationProvider>);

describe('tasks page', () => {
  it('lists the tasks by period with their progress, reward and action', async () => {
    renderPage();
    expect(screen.getByTestId('tasks-loading')).toBeTruthy();
    const rows = await screen.findAllByTestId('task');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Bet ₱100.00 today₱100.00 of ₱100.00 · Reward ₱2.00Claim',
      'Deposit ₱100.00 today₱40.00 of ₱100.00 · Reward ₱3.00Go',
      'Visit the VIP page0 of 1 · Reward ₱1.00Go',
      'Save your personal details1 of 1 · Reward ₱5.00Claimed',
    ]);
    expect(screen.getByText(/Daily tasks start again at midnight, Manila time \(Jan 16, 2026, 12:00/)).toBeTruthy();
    expect(screen.getByText('Task rewards are free bonuses: they unlock with your first deposit, then bet them 3 times to withdraw them.')).toBeTruthy();
  });

  it('claims a reached task once on a double tap and shows the reward', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.answer('receiveTaskAward', () => new Promise((resolve) => (answer = resolve as never)));
    renderPage();
    const claim = within((await screen.findAllByTestId('task'))[0]!).getByRole('button', { name: 'Claim' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() => expect(api.posted('receiveTaskAward')).toEqual([{ id: 1 }]));
    answer({ awards: [{ propId: 2001, count: 2 * PESO }], coin: 52 * PESO, bonusStatus: 'pending' });
    await waitFor(() => expect($modals.get()).toContainEqual({ name: 'reward', awards: [{ propId: 2001, count: 2 * PESO }], bonusStatus: 'pending' }));
    expect(api.posted('receiveTaskAward')).toHaveLength(1);
  });

  it('a claim spins its own row only, and leaving the page forgets a failed claim', async () => {
    api.answer('getTaskUser', { tasks: [TASKS[0]!, task({ id: 2, goal: 'bet', period: 'weekly', progress: 100 * PESO, status: 'claimable' })], resetAt: RESET });
    let fail: (error: unknown) => void = () => undefined;
    api.answer('receiveTaskAward', () => new Promise((_resolve, reject) => (fail = reject)));
    const view = renderPage();
    const [first, second] = await screen.findAllByTestId('task');
    fireEvent.click(within(first!).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(within(first!).getByRole('button').getAttribute('aria-busy')).toBe('true'));
    expect(within(second!).getByRole('button').getAttribute('aria-busy')).toBeNull();
    fail(Object.assign(new Error('refused'), { code: 500 }));
    await waitFor(() => expect(within(first!).getByRole('button').getAttribute('aria-busy')).toBeNull());
    expect($claimTask.get().error).toBeDefined();
    view.unmount();
    await waitFor(() => expect($claimTask.get().error).toBeUndefined());
  });

  it('records a visit task on the way to its page', async () => {
    api.answer('finishTask', { task: { ...TASKS[2]!, progress: 1, status: 'claimable' } });
    renderPage();
    fireEvent.click(within((await screen.findAllByTestId('task'))[2]!).getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(api.posted('finishTask')).toEqual([{ id: 4 }]));
    expect(location.pathname).toBe('/vip');
  });
});

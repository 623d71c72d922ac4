// The invite wheel (a guest is asked in; a spin is one request however often tapped, and the wheel
// turns to the prize the server drew) and the agent page (its tabs in the query, the commission
// claimed once, agentFill checked before it is sent, the refusals translated).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InviteErrorCode, type AgentSummary, type InviteSpinStatus } from '../../../../contract/invite';
import type { UserInfo } from '../../../../contract/session';
import SpinPage from '../../../../client/features/invite/spin-page';
import AgentPage from '../../../../client/features/invite/agent-page';
import { landingRotation } from '../../../../client/features/invite/spin-panel';
import { captureInviteCode, storedInviteCode } from '../../../../client/lib/invite-code';
import { $modals, closeAllModals } from '../../../../client/stores/modals';
import { clearSession, signIn } from '../../../../client/stores/session';
import { FakeFailure, fakeApi, type FakeApi } from '../../fake-api';

const PESO = 100;
let api: FakeApi;
const STATUS: InviteSpinStatus = {
  open: true,
  loggedIn: true,
  prizes: [
    { id: 1, amount: 5 * PESO },
    { id: 2, amount: 10 * PESO },
    { id: 3, amount: 50 * PESO },
    { id: 4, amount: 100 * PESO },
  ],
  spinsPerInvite: 1,
  exchangeThreshold: 100 * PESO,
  validDeposit: 100 * PESO,
  spins: 1,
  used: 0,
  winnings: 0,
  exchanged: 0,
};
const AGENT: AgentSummary = {
  open: true,
  levels: [
    { level: 1, rateBp: 50, members: 1, bet: 1_000 * PESO, commission: 5 * PESO },
    { level: 2, rateBp: 20, members: 1, bet: 500 * PESO, commission: PESO },
  ],
  due: 6 * PESO,
  minClaim: PESO,
  earned: 0,
  members: [
    { id: 9, name: 'ma***ia', level: 1, joinTime: Date.UTC(2026, 0, 2), bet: 1_000 * PESO },
    { id: 10, name: 'ju***an', level: 2, joinTime: Date.UTC(2026, 0, 3), bet: 500 * PESO },
  ],
  teamSize: 2,
  inviteClaimable: 0,
  inviteClaimableCount: 0,
  pid: 0,
};

beforeEach(() => {
  api = fakeApi();
  api.answer('actInviteUserStatus', STATUS);
  api.answer('appAgent5User', AGENT);
  api.answer('activityGetStatusList', { spin: false, task: false, agent5: false, vip: false, signIn: false, email: false, canReceiveDrawChance: false });
  api.answer('refreshData', { coin: 50 * PESO, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, hasPassword: true });
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as never;
  signIn({ token: 'tok', user: { id: 7, coin: 50 * PESO } as UserInfo });
});
afterEach(() => {
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  closeAllModals();
  clearSession();
  history.replaceState(null, '', '/');
});

describe('the invite wheel', () => {
  it('turns to the drawn sector under the pointer, after five full turns', () => {
    expect(landingRotation(0, 0, 4)).toBe(1800);
    expect(landingRotation(0, 1, 4)).toBe(1800 + 270);
    expect(landingRotation(2070, 3, 4) % 360).toBe(90);
    expect(landingRotation(2070, 3, 4)).toBeGreaterThanOrEqual(2070 + 1800 - 360);
  });

  it('spins once on a double tap and shows the prize (at once with reduced motion)', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.answer('actInviteUserSpin', () => new Promise((resolve) => (answer = resolve as never)));
    render(<LocationProvider><SpinPage /></LocationProvider>);
    const button = await screen.findByTestId('spin-button');
    expect(screen.getByTestId('spin-left').textContent).toBe('Spins left: 1');
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(api.posted('actInviteUserSpin')).toHaveLength(1));
    api.answer('actInviteUserStatus', { ...STATUS, spins: 0, used: 1, winnings: 10 * PESO });
    answer({ prizeId: 2, amount: 10 * PESO, spins: 0, winnings: 10 * PESO });
    await waitFor(() => expect(screen.getByTestId('spin-won').textContent).toBe('You won ₱10.00!'));
    await waitFor(() => expect(screen.getByTestId('spin-winnings').textContent).toBe('₱10.00 of ₱100.00'));
    expect(screen.getByTestId('spin-exchange').textContent).toBe('₱90.00 more to move to balance');
    expect(screen.getByTestId('spin-exchange').hasAttribute('disabled')).toBe(true);
  });

  it('shows a guest the prizes and asks them to log in or register', async () => {
    clearSession();
    api.answer('actInviteUserStatus', { ...STATUS, loggedIn: false, spins: 0 });
    render(<LocationProvider><SpinPage /></LocationProvider>);
    await screen.findByTestId('spin-guest');
    expect(screen.getByTestId('spin-button').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect($modals.get()).toEqual([{ name: 'register' }]);
  });
});

describe('agent page', () => {
  it('shows the team by level on the default tab', async () => {
    history.replaceState(null, '', '/agent');
    render(<LocationProvider><AgentPage /></LocationProvider>);
    expect((await screen.findByTestId('agent-team-size')).textContent).toBe('Team members: 2');
    expect(screen.getAllByTestId('agent-member').map((row) => row.textContent)).toEqual([
      expect.stringContaining('ma***ia'),
      expect.stringContaining('ju***an'),
    ]);
  });

  it('claims the commission once, and checks a referrer id before sending it', async () => {
    history.replaceState(null, '', '/agent?tabActive=commission');
    let answer: (value: unknown) => void = () => undefined;
    api.answer('appAgent5UserReceive', () => new Promise((resolve) => (answer = resolve as never)));
    render(<LocationProvider><AgentPage /></LocationProvider>);
    expect((await screen.findByTestId('agent-due')).textContent).toBe('₱6.00');
    fireEvent.click(screen.getByTestId('agent-claim'));
    fireEvent.click(screen.getByTestId('agent-claim'));
    await waitFor(() => expect(api.posted('appAgent5UserReceive')).toHaveLength(1));
    answer({ awards: [{ propId: 2001, count: 6 * PESO }], coin: 56 * PESO, bonusStatus: 'locked', amount: 6 * PESO });
    await waitFor(() => expect($modals.get()).toContainEqual({ name: 'reward', awards: [{ propId: 2001, count: 6 * PESO }], bonusStatus: 'locked' }));

    const field = screen.getByLabelText('Referrer ID');
    fireEvent.input(field, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a player ID (digits only).')).toBeTruthy();
    expect(api.posted('agentFill')).toHaveLength(0);
    api.answer('agentFill', new FakeFailure(InviteErrorCode.loop));
    fireEvent.input(field, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This player is in your own team, so they cannot be your referrer.')).toBeTruthy();
    expect(api.posted('agentFill')).toEqual([expect.objectContaining({ pid: 9 })]);
  });
});

describe('invite code capture', () => {
  it('keeps ?inviteCode= or ?invite=, and says when a code is new', () => {
    localStorage.removeItem('invite_code');
    expect(captureInviteCode('?invite=ABCD2345')).toBe('ABCD2345');
    expect(captureInviteCode('?inviteCode=ABCD2345')).toBeUndefined();
    expect(storedInviteCode()).toBe('ABCD2345');
    expect(captureInviteCode('?inviteCode=bad code')).toBeUndefined();
    expect(captureInviteCode('?inviteCode=WXYZ6789')).toBe('WXYZ6789');
    expect(storedInviteCode()).toBe('WXYZ6789');
    localStorage.removeItem('invite_code');
  });
});

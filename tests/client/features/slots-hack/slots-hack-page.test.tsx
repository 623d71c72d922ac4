// The slots hack page: the busiest slots with what they paid back beside the long-run return (the
// mark in the meter), "above/below usual", Play into the game, the windows, the empty and failed
// states, and the honest note.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SlotsHackInfo } from '../../../../contract/slots-hack';
import SlotsHackPage from '../../../../client/features/slots-hack/slots-hack-page';
import { $slotsHackWindow } from '../../../../client/features/slots-hack/slots-hack-store';
import { setConfig } from '../../../../client/stores/config';
import { buildConfig } from '../../../builders';
import { fakeApi, FakeFailure, type FakeApi } from '../../fake-api';

const PESO = 100;
let api: FakeApi;
const config = buildConfig();
const [first, second] = config.appGameList;

const INFO: SlotsHackInfo = {
  window: 'hour',
  rtp: 9560,
  updatedAt: Date.UTC(2026, 0, 15, 4, 30),
  list: [
    { gameId: first!.id, rounds: 1234, betAmount: 10_000 * PESO, winAmount: 12_000 * PESO, paidRate: 12_000, biggestWin: 2_500 * PESO },
    { gameId: 999_999, rounds: 50, betAmount: 100 * PESO, winAmount: 0, paidRate: 0, biggestWin: 0 },
    { gameId: second!.id, rounds: 7, betAmount: 70 * PESO, winAmount: 35 * PESO, paidRate: 5_000, biggestWin: 20 * PESO },
  ],
};

beforeEach(() => {
  api = fakeApi();
  api.answer('slotsHackList', (body) => ({ ...INFO, window: body.window }));
  setConfig(config);
  // A new key drops the data an earlier test loaded.
  $slotsHackWindow.set('day');
  $slotsHackWindow.set('hour');
});
afterEach(() => {
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
});

const renderPage = () => render(<LocationProvider><SlotsHackPage /></LocationProvider>);

describe('slots hack page', () => {
  it('lists the slots the catalogue has, with what each paid back beside the usual return', async () => {
    renderPage();
    expect(screen.getByTestId('slots-hack-loading')).toBeTruthy();
    const rows = await screen.findAllByTestId('slots-hack-row');
    // The game no longer in the catalogue is left out.
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain(first!.name);
    expect(rows[0]!.textContent).toContain('1,234 spins · Biggest win ₱2,500.00');
    expect(rows[0]!.textContent).toContain('Paid back 120.0% · Above usual');
    expect(rows[1]!.textContent).toContain('Paid back 50.0% · Below usual');
    expect(within(rows[0]!).getByRole('img').getAttribute('aria-label')).toBe(`${first!.name} paid back 120.0% of bets; over time it pays back 95.6%`);
    expect(screen.getByText('What each slot paid back to all players, next to what it pays back over time (95.6%).')).toBeTruthy();
    expect(screen.getByText('Every spin is random. What a slot paid before does not change your chance on the next spin.')).toBeTruthy();
    expect(screen.getByText(/^Updated .*12:30.*PM \(Manila time\)$/)).toBeTruthy();
  });

  it('asks for the other window when its tab is chosen', async () => {
    renderPage();
    await screen.findAllByTestId('slots-hack-row');
    fireEvent.click(screen.getByRole('tab', { name: 'Last 24 hours' }));
    await waitFor(() => expect(api.posted('slotsHackList').at(-1)).toMatchObject({ window: 'day' }));
  });

  it('says when nobody has spun yet', async () => {
    api.answer('slotsHackList', { ...INFO, list: [] });
    renderPage();
    expect(await screen.findByText('No spins in the last hour yet. Check again soon.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Browse games' })).toBeTruthy();
  });

  it('offers a retry when the figures cannot load', async () => {
    api.answer('slotsHackList', new FakeFailure(500));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the slots.');
    api.answer('slotsHackList', INFO);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('slots-hack-row')).toHaveLength(2);
  });
});

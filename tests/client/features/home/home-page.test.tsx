import { act, cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HomePage from '../../../../client/features/home/home-page';
import type { LobbyProps } from '../../../../client/features/home/lobby';
import { setConfig } from '../../../../client/stores/config';
import { testConfig } from '../games/games-fixture';

// The lobby stands in as a button that says its first page is in; the footer as a marked element.
let firstPageIn: (() => void) | undefined;
vi.mock('../../../../client/features/home/lobby', () => ({
  default: ({ onFirstPage }: LobbyProps) => {
    firstPageIn = onFirstPage;
    return <div data-testid="lobby" />;
  },
}));
vi.mock('../../../../client/widgets/trust-footer', () => ({ TrustFooter: () => <footer data-testid="footer" /> }));

beforeEach(() => {
  firstPageIn = undefined;
  setConfig(testConfig());
});
afterEach(cleanup);

describe('HomePage', () => {
  it('shows the footer only once the lobby’s first page is in (sooner, it would be in view and then pushed down)', async () => {
    render(<HomePage />);
    await screen.findByTestId('lobby');
    // Give the footer's chunk every chance to arrive: it must still wait for the lobby.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('footer')).toBeNull();
    act(() => firstPageIn!());
    await waitFor(() => expect(screen.getByTestId('footer')).toBeTruthy());
  });
});

// The reward modal: a tap anywhere closes it, but not a tap in its first half second (the second
// tap of a double tap on 'Collect', which a slow phone delivers after the modal has opened).
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RewardModal, { TAP_GUARD_MS } from '../../../client/widgets/reward-modal';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T10:00:00+08:00') });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const awards = [{ propId: 2001, count: 500 }];

describe('RewardModal', () => {
  it('ignores a tap as it opens, then closes on the next one', () => {
    const onClose = vi.fn();
    render(<RewardModal awards={awards} onClose={onClose} />);
    expect(screen.getByTestId('reward-modal').textContent).toContain('₱5.00');
    fireEvent.click(screen.getByTestId('reward-modal'));
    fireEvent.click(screen.getByRole('button'));
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(TAP_GUARD_MS);
    fireEvent.click(screen.getByTestId('reward-modal'));
    expect(onClose).toHaveBeenCalled();
  });

  it('closes on Escape at once (a key press is no stray tap)', () => {
    const onClose = vi.fn();
    render(<RewardModal awards={awards} onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

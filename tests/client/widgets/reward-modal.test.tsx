// The reward modal: a tap anywhere closes it, but not a tap in its first half second (the second
// tap of a double tap on 'Collect', which a slow phone delivers after the modal has opened).
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RewardModal, { COUNT_UP_MS, TAP_GUARD_MS } from '../../../client/widgets/reward-modal';

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

  it('counts the coins up to the amount, which screen readers get at once', async () => {
    render(<RewardModal awards={[{ propId: 2001, count: 12_345 }]} onClose={vi.fn()} />);
    const item = screen.getByRole('listitem');
    const shown = () => item.querySelector('[aria-hidden="true"]:not(svg)')!.textContent;
    expect(item.querySelector('.visually-hidden')!.textContent).toBe('₱123.45 in coins');
    expect(shown()).toBe('₱0.00 in coins');
    await vi.advanceTimersByTimeAsync(COUNT_UP_MS / 2);
    expect(shown()).not.toBe('₱0.00 in coins');
    expect(shown()).not.toBe('₱123.45 in coins');
    await vi.advanceTimersByTimeAsync(COUNT_UP_MS);
    expect(shown()).toBe('₱123.45 in coins');
  });

  it('shows the full amount at once when the player asks for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
    render(<RewardModal awards={[{ propId: 2001, count: 500 }]} onClose={vi.fn()} />);
    expect(screen.getByRole('listitem').querySelector('[aria-hidden="true"]:not(svg)')!.textContent).toBe('₱5.00 in coins');
    vi.unstubAllGlobals();
  });

  it('names every other prop by its range, with the jackpot tier and amount', () => {
    const props = [1005, 1201, 1301, 2002, 4001, 60001, 100002, 110003, 80001, 40002, 50001, 50004, 7777].map((propId) => ({ propId, count: propId === 50001 || propId === 50004 ? 150_000 : 3 }));
    render(<RewardModal awards={props} onClose={vi.fn()} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'General coupon × 3',
      'Fixed coupon × 3',
      'Gift coupon × 3',
      '3 points',
      '3 activity points',
      '3 diamonds',
      'Diamond coupon × 3',
      'Lottery coupon × 3',
      'Lottery ticket × 3',
      'New Year gift × 3',
      'Mega jackpot: ₱1,500.00',
      'Mini jackpot: ₱1,500.00',
      'Item 7777 × 3',
    ]);
    expect(screen.getAllByRole('listitem').every((li) => li.querySelector('svg'))).toBe(true);
  });
});

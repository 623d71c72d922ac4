// The jackpot won counting up as a digit strip (issue 23's 60 fps budget): what the strips show at
// every moment is formatMoney of the count-up's value; the component runs it as Web Animations of
// transforms (no animation frame, no text written per frame), ends it when the page is hidden, and
// shows the amount at once with reduced motion. The wheel's won box, with the final amount for
// screen readers, is in jackpot.test.tsx.
import { cleanup, render, screen } from '@testing-library/preact';
import { render as preactRender } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLANK, FRAME_MS, type StripColumn, stripColumns, stripKeyframes, stripPositions } from '../../../../client/features/jackpot/count-strip';
import { COUNT_UP_MS, CountedAmount } from '../../../../client/features/jackpot/counted-amount';
import { formatMoney } from '../../../../client/lib/money';
import { countUpValue } from '../../../../client/widgets/use-count-up';

/** What the columns show at those positions, read as the player reads it. */
const shown = (columns: StripColumn[], positions: number[]) =>
  columns
    .map((column, i) => {
      if (column.kind === 'fixed') return column.char;
      if (column.kind === 'comma') return positions[i] === 0 ? ',' : '';
      return positions[i] === BLANK ? '' : String(positions[i]);
    })
    .join('');

/** A step-end track's transform at `offset`: the last keyframe at or before it. */
const at = (track: Keyframe[], offset: number) => track.filter((frame) => (frame.offset as number) <= offset + 1e-9).at(-1)!.transform as string;

/** A strip's line from its translateY percentage (11 lines for a digit, 2 for a comma). */
const lineOf = (column: StripColumn, transform: string) => Math.round((-Number(/translateY\((-?[\d.]+)%\)/.exec(transform)![1]) * (column.kind === 'digit' ? 11 : 2)) / 100);

describe('the digit strip', () => {
  it('splits the final amount into digits by place, commas shown with the digit on their left, and the rest', () => {
    expect(stripColumns('₱1,234.56')).toEqual([
      { kind: 'fixed', char: '₱' },
      { kind: 'digit', place: 5, char: '1' },
      { kind: 'comma', place: 5, char: ',' },
      { kind: 'digit', place: 4, char: '2' },
      { kind: 'digit', place: 3, char: '3' },
      { kind: 'digit', place: 2, char: '4' },
      { kind: 'fixed', char: '.' },
      { kind: 'digit', place: 1, char: '5' },
      { kind: 'digit', place: 0, char: '6' },
    ]);
  });

  it('shows formatMoney of every value on the way, in the final amount’s columns', () => {
    for (const target of [0, 7, 99_999, 100_000, 123_456, 100_000_050, 987_654_321_09]) {
      const columns = stripColumns(formatMoney(target));
      const values = [0, 1, 9, 10, 99, 100, 999, 1_000, 99_999, 100_000, 999_999, 1_000_000, target, ...Array.from({ length: 50 }, (_, i) => Math.floor((target * i) / 50))];
      for (const value of values.filter((v) => v <= target)) expect(shown(columns, stripPositions(columns, value))).toBe(formatMoney(value));
    }
  });

  it('turns the count-up into step-end keyframes: at each moment the strips show formatMoney of the count, ending on the amount', () => {
    const target = 123_456_789;
    const columns = stripColumns(formatMoney(target));
    const widths = columns.map((column) => (column.kind === 'comma' ? 5 : 10));
    const { columns: tracks, row } = stripKeyframes(columns, target, COUNT_UP_MS, widths);
    for (const track of [...tracks, row]) {
      if (track.length === 0) continue;
      expect(track[0]!.offset).toBe(0);
      expect(track.at(-1)!.offset).toBe(1);
      expect(track.every((frame, i) => frame.easing === 'step-end' && (i === 0 || (frame.offset as number) >= (track[i - 1]!.offset as number)))).toBe(true);
    }
    // One sample a frame: the fastest strip (the last decimal) changes at most once a frame.
    expect(tracks.at(-1)!.length).toBeLessThanOrEqual(Math.ceil(COUNT_UP_MS / FRAME_MS) + 2);
    for (const ms of [0, FRAME_MS * 3, 250, 1_000, 1_999, COUNT_UP_MS]) {
      const offset = ms / COUNT_UP_MS;
      const positions = columns.map((column, i) => (column.kind === 'fixed' ? 0 : lineOf(column, at(tracks[i]!, offset))));
      const value = countUpValue(target, Math.floor(ms / FRAME_MS + 1e-9) * FRAME_MS, COUNT_UP_MS);
      expect(shown(columns, positions)).toBe(formatMoney(ms === COUNT_UP_MS ? target : value));
      // The sign slides over the blank columns and the row back by half: the amount stays centred.
      const blank = columns.reduce((sum, column, i) => sum + (column.kind !== 'fixed' && positions[i] === (column.kind === 'digit' ? BLANK : 1) ? widths[i]! : 0), 0);
      expect(at(tracks[0]!, offset)).toBe(`translateX(${blank}px)`);
      expect(at(row, offset)).toBe(`translateX(${-blank / 2}px)`);
    }
    // At the start ₱0.00: everything above the pesos' units blank (6 digits and 2 commas).
    expect(at(tracks[0]!, 0)).toBe('translateX(70px)');
    // The point after the digits never moves.
    expect(tracks[columns.findIndex((column) => column.char === '.')]).toEqual([]);
  });
});

describe('the counted amount', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete (Element.prototype as { animate?: unknown }).animate;
  });

  const motion = (reduce: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));

  /** Element.prototype.animate recorded: each call's element, keyframes, options and animation. */
  const recordAnimations = () => {
    const played: { el: Element; keyframes: Keyframe[]; options: KeyframeAnimationOptions; animation: { startTime: number | null; play: () => void; pause: () => void; finish: () => void; cancel: () => void } }[] = [];
    Element.prototype.animate = function (this: Element, keyframes: Keyframe[], options: KeyframeAnimationOptions) {
      const animation = { startTime: null, play: vi.fn(), pause: vi.fn(), finish: vi.fn(), cancel: vi.fn() };
      played.push({ el: this, keyframes, options, animation });
      return animation as unknown as Animation;
    } as typeof Element.prototype.animate;
    return played;
  };

  it('counts by Web Animations of the strips and the row, with no animation frame, and ends the count when the page is hidden', () => {
    motion(false);
    vi.useFakeTimers();
    const frames = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frames);
    const played = recordAnimations();
    render(<CountedAmount amount={123_456} />);
    vi.advanceTimersByTime(FRAME_MS * 20);
    const row = screen.getByTestId('jackpot-won-count');
    // The row, the sign, and the 6 digits' and the comma's strips; each column's own character is the final amount.
    expect(played.map((one) => one.el)).toEqual([row, row.children[0], ...[1, 2, 3, 4, 5, 7, 8].map((i) => row.children[i]!.firstElementChild)]);
    expect(played.every((one) => one.options.duration === COUNT_UP_MS && one.options.fill === 'both')).toBe(true);
    expect(row.textContent).toBe('₱1,234.56');
    expect(row.getAttribute('aria-hidden')).toBe('true');
    expect(frames).not.toHaveBeenCalled();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(played.every((one) => vi.mocked(one.animation.finish).mock.calls.length === 1)).toBe(true);
  });

  it('builds the count in steps a frame apart (issue 23: one task of 92-150 ms at 4x CPU): the amount, then the columns, then the row, then each strip shown and, a frame later, animated', () => {
    motion(false);
    vi.useFakeTimers();
    const played = recordAnimations();
    // The box's first render shows the amount as text: no columns, no layout read, nothing animated.
    const offsets = vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get');
    render(<CountedAmount amount={123_456} />);
    // (render() runs the effects Preact would run after the next paints: the columns, then the plan.)
    const row = screen.getByTestId('jackpot-won-count');
    expect(row.children).toHaveLength(9);
    expect(offsets).toHaveBeenCalled();
    expect(played).toHaveLength(0);
    // The columns' frame lays out their characters only: every strip waits, hidden (its eleven
    // lines laid out in a frame of its own; all at once, that frame was 20-30 ms of CPU at 4x).
    const strips = [...row.children].flatMap((cell) => (cell.firstElementChild ? [cell.firstElementChild as HTMLElement] : []));
    expect(strips).toHaveLength(7);
    expect(strips.every((strip) => strip.hidden)).toBe(true);
    // Then a step a frame: the row's slide, the sign's, then each strip shown and, a frame later, animated.
    const made = [];
    const shown = [];
    for (let step = 0; step < 16; step++) {
      vi.advanceTimersByTime(FRAME_MS);
      made.push(played.length);
      shown.push(strips.filter((strip) => !strip.hidden).length);
    }
    // (The sign has no strip, and the point after the digits never moves: their steps go on at once.)
    expect(made).toEqual([1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9]);
    expect(shown).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7]);
    vi.advanceTimersByTime(FRAME_MS * 5);
    expect(played).toHaveLength(9);
  });

  it('shows the amount as text in the box’s first render, the columns only after its paint', async () => {
    motion(false);
    recordAnimations();
    // Preact runs effects after a frame (faked here with the timers).
    vi.useFakeTimers();
    const root = document.body.appendChild(document.createElement('div'));
    try {
      preactRender(<CountedAmount amount={123_456} />, root);
      const row = root.querySelector('[data-testid="jackpot-won-count"]')!;
      expect(row.textContent).toBe('₱1,234.56');
      expect(row.children).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(FRAME_MS * 2);
      expect(row.children).toHaveLength(9);
      expect(row.textContent).toBe('₱1,234.56');
    } finally {
      preactRender(null, root);
      root.remove();
    }
  });

  it('builds the count while the box is unseen to start on its own when the box shows, every strip from one start time', () => {
    motion(false);
    vi.useFakeTimers();
    const played = recordAnimations();
    const startAt = performance.now() + 1_600;
    const { rerender } = render(<CountedAmount amount={51_234} startAt={startAt} />);
    vi.advanceTimersByTime(FRAME_MS * 20);
    expect(played.length).toBeGreaterThan(5);
    // Every strip waits for the same start time (₱0.00 until then: fill both), none paused.
    expect(played.every((one) => one.animation.startTime === startAt)).toBe(true);
    rerender(<CountedAmount amount={51_234} startAt={startAt} />);
    expect(played.every((one) => vi.mocked(one.animation.play).mock.calls.length === 0 && vi.mocked(one.animation.pause).mock.calls.length === 0)).toBe(true);
    // A start time already past (the box built late) starts the count when the build starts: a
    // strip made a few frames later shows the same moment of the count as the others.
    cleanup();
    played.length = 0;
    const before = performance.now();
    render(<CountedAmount amount={9_900} startAt={before - 10} />);
    vi.advanceTimersByTime(FRAME_MS * 20);
    expect(played.length).toBeGreaterThan(3);
    expect(new Set(played.map((one) => one.animation.startTime))).toEqual(new Set([before]));
  });

  it('shows the amount at once with reduced motion', () => {
    motion(true);
    const animate = vi.fn();
    Element.prototype.animate = animate as unknown as typeof Element.prototype.animate;
    render(<CountedAmount amount={51_234} />);
    expect(screen.getByTestId('jackpot-won-count').textContent).toBe('₱512.34');
    expect(screen.getByTestId('jackpot-won-count').children).toHaveLength(0);
    expect(animate).not.toHaveBeenCalled();
  });
});

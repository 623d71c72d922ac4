// @vitest-environment node
// The draw's highlight schedule and the wheel's angle as functions of time (spec §4, §9).
import { describe, expect, it } from 'vitest';
import { cellTransform } from '../../../../client/features/jackpot/use-highlight';
import { cellAt, drawSchedule, lapSteps, scheduleEnd, stepKeyframes, WHEEL_EASING, wheelDuration, wheelKeyframes, wheelTarget, WHEEL_SECTORS } from '../../../../client/features/jackpot/jackpot-motion';

const intervals = (steps: { at: number }[]) => steps.slice(1).map((step, i) => step.at - steps[i]!.at);

describe('draw schedule', () => {
  it('steps every 80 ms for 3 s, then 20 ms slower a step, and stops on the winner once a step exceeds 300 ms', () => {
    for (let from = 0; from < 10; from++) {
      for (let win = 0; win < 10; win++) {
        const steps = drawSchedule(from, win, 10);
        const gaps = intervals(steps);
        expect(steps[0]).toEqual({ at: 0, cell: from });
        expect(steps[steps.length - 1]!.cell).toBe(win);
        // 80 ms while the step starts before 3 s.
        steps.slice(0, -1).forEach((step, i) => {
          if (step.at < 3_000) expect(gaps[i]).toBe(80);
          else expect(gaps[i]).toBe(gaps[i - 1]! + 20);
        });
        // The last step is the first on the winner slower than 300 ms; no earlier step landed there that slowly.
        expect(gaps[gaps.length - 1]).toBeGreaterThan(300);
        steps.slice(1, -1).forEach((step, i) => expect(gaps[i]! > 300 && step.cell === win).toBe(false));
        // The highlight moves one cell a step, around the ring.
        steps.slice(1).forEach((step, i) => expect(step.cell).toBe((steps[i]!.cell + 1) % 10));
        // About 3 s fast, 2.5 s slowing to 320 ms, then at most nine more slowing steps.
        expect(scheduleEnd(steps)).toBeGreaterThan(5_400);
        expect(scheduleEnd(steps)).toBeLessThan(9_500);
      }
    }
  });

  it('keeps the fast pace until a late result arrives, then slows', () => {
    const steps = drawSchedule(0, 3, 10, 4_000);
    const gaps = intervals(steps);
    expect(gaps.slice(0, 50).every((gap) => gap === 80)).toBe(true);
    expect(steps.find((step) => step.at >= 4_000 && step.at < 4_080)).toBeDefined();
  });

  it('lights the cell of the last step started', () => {
    const steps = drawSchedule(2, 7, 10);
    expect(cellAt(steps, 0)).toBe(2);
    expect(cellAt(steps, 79)).toBe(2);
    expect(cellAt(steps, 80)).toBe(3);
    expect(cellAt(steps, 1_000)).toBe((2 + Math.floor(1_000 / 80)) % 10);
    expect(cellAt(steps, 1_000_000)).toBe(7);
    // The laps before the result agree with the schedule's first 3 s (the schedule continues their clock).
    const lap = lapSteps(2, 10);
    expect(scheduleEnd(lap)).toBe(800);
    expect(lap[10]).toEqual({ at: 800, cell: 2 });
    for (let t = 0; t < 3_000; t += 37) expect(cellAt(lap, t % 800)).toBe(cellAt(steps, t));
  });

  it('turns the steps into step-end keyframes timed as the schedule says', () => {
    const steps = drawSchedule(2, 7, 10);
    const end = scheduleEnd(steps);
    const frames = stepKeyframes(steps, (cell) => `cell ${cell}`);
    expect(frames).toHaveLength(steps.length);
    expect(frames[0]).toEqual({ offset: 0, transform: 'cell 2', easing: 'step-end' });
    expect(frames[frames.length - 1]).toMatchObject({ offset: 1, transform: 'cell 7' });
    // Step-end: the keyframe in effect at t is the last one whose offset is reached, and it shows the schedule's cell.
    for (let t = 0; t <= end; t += 53) {
      const shown = frames.filter((frame) => frame.offset! * end <= t + 1e-9).pop()!;
      expect(shown.transform).toBe(`cell ${cellAt(steps, t)}`);
    }
  });
});

describe('wheel', () => {
  it('turns 5 full turns and stops with the tier’s sector under the pointer', () => {
    WHEEL_SECTORS.forEach((propId, index) => {
      const target = wheelTarget(propId);
      expect(target).toBeGreaterThanOrEqual(1_800);
      expect(target).toBeLessThan(2_160);
      // The sector centred at index × 90° clockwise ends at the top (0°).
      expect((target + index * 90) % 360).toBe(0);
    });
    expect(wheelTarget(50004)).toBe(1_800);
    expect(wheelTarget(50001)).toBe(2_070);
  });

  it('eases from 0 to the target over 4 to 6 s, fast at first, never turning back', () => {
    expect(wheelDuration(0)).toBe(4_000);
    expect(wheelDuration(0.5)).toBe(5_000);
    expect(wheelDuration(0.9999999)).toBeLessThanOrEqual(6_000);
    const target = wheelTarget(50003);
    expect(wheelKeyframes(target)).toEqual([{ transform: 'rotate(0deg)' }, { transform: `rotate(${target}deg)` }]);
    // A cubic Bézier from (0, 0) to (1, 1) through control points with 0 <= y <= 1 never turns back;
    // y1 well above x1: almost half the angle in the first fifth of the time, like 1 - (1 - p)³.
    const [x1, y1, x2, y2] = /^cubic-bezier\((.+)\)$/.exec(WHEEL_EASING)![1]!.split(',').map(Number) as [number, number, number, number];
    for (const y of [y1, y2]) expect(y >= 0 && y <= 1).toBe(true);
    const at = (u: number) => {
      const point = (a: number, b: number) => 3 * (1 - u) ** 2 * u * a + 3 * (1 - u) * u ** 2 * b + u ** 3;
      return { x: point(x1, x2), y: point(y1, y2) };
    };
    let u = 0;
    while (at(u).x < 0.2) u += 0.001;
    expect(at(u).y).toBeGreaterThan(0.45);
  });
});

describe('highlight placement', () => {
  it('places a cell in pixels from the grid’s and one cell’s sizes, by percentages while they are unknown', () => {
    // 4 cells of 94 px and 3 gaps of 8 px across; 3 rows of 90 px and 2 gaps of 15 px down.
    const sizes = { gridWidth: 400, gridHeight: 300, cellWidth: 94, cellHeight: 90 };
    expect(cellTransform(0, sizes)).toBe('translate(0px, 0px)');
    expect(cellTransform(5, sizes)).toBe('translate(306px, 210px)');
    expect(cellTransform(9, sizes)).toBe('translate(0px, 105px)');
    expect(cellTransform(5, null)).toBe('translate(calc(3 * (100% + var(--gap))), calc(2 * (100% + var(--gap))))');
  });
});

// The draw, from the SPIN tap to the prize (spec §4 "Jackpot draw"): taps within 300 ms of the
// last are ignored and the button is inert while a draw runs or without a chance; the highlight
// starts at once (80 ms a step) while the server draws, then follows jackpot-motion's schedule to
// the winning cell. A prize shows in the reward modal; a jackpot (type 2) turns the wheel first.
// The highlight moves by transform in animation frames (no re-render per step); with reduced
// motion it jumps to the winning cell. Frames stop while the page is hidden.
import { useEffect, useRef, useState } from 'preact/hooks';
import { JackpotAwardType, type JackpotCell, type JackpotDrawResult } from '../../../contract/jackpot';
import { showClaimedReward } from '../../stores/reward-claim';
import { showToast } from '../../stores/toast';
import type { useT } from '../../widgets/use-t';
import { drawErrorMessage } from './jackpot-codes';
import { cellAt, cellBeforeResult, drawSchedule, nextStepAt, scheduleEnd, SLOW_AFTER_MS, STEP_MS, type Step } from './jackpot-motion';
import { $jackpotInfo, $jackpotRecord, drawChance } from './jackpot-store';

export const CLICK_DEBOUNCE_MS = 300;
/** With reduced motion: how long the winning cell shows before the prize. */
const STILL_MS = 400;

export type DrawPhase = { kind: 'idle' } | { kind: 'spinning' } | { kind: 'wheel'; result: JackpotDrawResult };

/** A draw's prize in the reward modal (the prize of a draw whose jackpot was closed mid-way too). */
function showPrize(result: JackpotDrawResult): void {
  showClaimedReward({ awards: [{ propId: result.propId, count: result.count }], coin: result.coin, bonusStatus: result.bonusStatus });
  void $jackpotInfo.reload();
  void $jackpotRecord.reload();
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function useJackpotDraw(cells: readonly JackpotCell[], canDraw: boolean, moveHighlight: (cell: number) => void, t: ReturnType<typeof useT>) {
  const [phase, setPhase] = useState<DrawPhase>({ kind: 'idle' });
  const lastTap = useRef(-Infinity);
  const lit = useRef(0);
  const frame = useRef(0);
  const wait = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const live = useRef(true);
  // A drawn result not shown yet: closing the jackpot mid-draw still shows what was won.
  const unseen = useRef<JackpotDrawResult | null>(null);
  const stopFrames = () => {
    cancelAnimationFrame(frame.current);
    clearTimeout(wait.current);
  };
  useEffect(
    () => () => {
      live.current = false;
      cancelAnimationFrame(frame.current);
      clearTimeout(wait.current);
      if (unseen.current) showPrize(unseen.current);
    },
    [],
  );

  const light = (cell: number) => {
    if (cell === lit.current) return;
    lit.current = cell;
    moveHighlight(cell);
  };

  const prize = (result: JackpotDrawResult) => {
    if (!live.current) return;
    unseen.current = null;
    if (result.type === JackpotAwardType.jackpot) {
      setPhase({ kind: 'wheel', result });
      return;
    }
    setPhase({ kind: 'idle' });
    showPrize(result);
  };

  const spin = () => {
    const now = performance.now();
    if (phase.kind !== 'idle' || !canDraw || cells.length === 0 || now - lastTap.current < CLICK_DEBOUNCE_MS) return;
    lastTap.current = now;
    setPhase({ kind: 'spinning' });
    const from = lit.current;
    const start = now;
    let steps: Step[] | null = null;
    let result: JackpotDrawResult | null = null;
    const still = reducedMotion();
    // One frame a step: the highlight moves in an animation frame, then the draw sleeps until the
    // next step is due (80 ms or more), so the main thread is free between steps.
    const tick = (time: number) => {
      const elapsed = time - start;
      if (steps && result) {
        light(cellAt(steps, elapsed));
        if (elapsed >= scheduleEnd(steps)) return prize(result);
      } else if (!still) light(cellBeforeResult(from, elapsed, cells.length));
      const due = nextStepAt(steps, elapsed) - (performance.now() - start);
      wait.current = setTimeout(() => (frame.current = requestAnimationFrame(tick)), Math.max(0, due - 8));
    };
    frame.current = requestAnimationFrame(tick);
    drawChance().then(
      (answer) => {
        if (!live.current) return showPrize(answer);
        unseen.current = answer;
        const win = Math.max(0, cells.findIndex((cell) => cell.id === answer.id));
        result = answer;
        if (still) {
          stopFrames();
          light(win);
          setTimeout(() => prize(answer), STILL_MS);
          return;
        }
        // The slowing starts at 3 s, or at the next step when the answer came later.
        const elapsed = performance.now() - start;
        const slowFrom = Math.max(SLOW_AFTER_MS, Math.ceil(elapsed / STEP_MS) * STEP_MS);
        steps = drawSchedule(from, win, cells.length, slowFrom);
      },
      (error: unknown) => {
        stopFrames();
        if (!live.current) return;
        setPhase({ kind: 'idle' });
        const message = drawErrorMessage(error);
        showToast(t(message.key, message.params), 'error');
        void $jackpotInfo.reload();
      },
    );
  };

  return { phase, spin, done: () => setPhase({ kind: 'idle' }) };
}

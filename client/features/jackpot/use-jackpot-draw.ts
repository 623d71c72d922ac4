// The draw, from the SPIN tap to the prize (spec §4 "Jackpot draw"): taps within 300 ms of the
// last are ignored and the button is inert while a draw runs or without a chance; the highlight
// starts at once (laps at 80 ms a step) while the server draws, then follows jackpot-motion's
// schedule to the winning cell. A prize shows in the reward modal; a jackpot (type 2) turns the
// wheel first. The highlight is a Web Animation (use-highlight.ts): no script runs per step; with
// reduced motion it jumps to the winning cell. A hidden page draws no frames, so it waits there.
// The tap's own task only checks the rules; SPIN looks inert from the next frame, and the
// highlight's start, the board's render and the request follow after that frame's paint, each in
// a task of its own (issue 23's frame budget).
import { useEffect, useRef, useState } from 'preact/hooks';
import { JackpotAwardType, type JackpotCell, type JackpotDrawResult } from '../../../contract/jackpot';
import { afterNextPaint } from '../../lib/after-next-paint';
import { showClaimedReward } from '../../stores/reward-claim';
import { showToast } from '../../stores/toast';
import type { useT } from '../../widgets/use-t';
import { drawErrorMessage } from './jackpot-codes';
import { drawSchedule, lapSteps, SLOW_AFTER_MS, STEP_MS } from './jackpot-motion';
import { $jackpotInfo, $jackpotRecord, drawChance } from './jackpot-store';
import { reducedMotion } from './reduced-motion';
import type { useHighlight } from './use-highlight';

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

/**
 * SPIN's press: no mouse events, focus or text selection follow it (a tap still clicks, and the
 * keyboard still focuses SPIN), so the tap's task dispatches the click and little else (issue 23).
 */
export function pressOnly(event: PointerEvent): void {
  if (event.isPrimary && event.button === 0) event.preventDefault();
}

export function useJackpotDraw(cells: readonly JackpotCell[], canDraw: boolean, highlight: ReturnType<typeof useHighlight>, t: ReturnType<typeof useT>) {
  const [phase, setPhase] = useState<DrawPhase>({ kind: 'idle' });
  // Draws ended since the board showed (the chance is spent after one: the board builds its hidden wheel before the first only).
  const [round, setRound] = useState(0);
  const lastTap = useRef(-Infinity);
  // Set by the tap itself: the phase changes only after the next paint.
  const busy = useRef(false);
  const lit = useRef(0);
  const live = useRef(true);
  // A drawn result not shown yet: closing the jackpot mid-draw still shows what was won.
  const unseen = useRef<JackpotDrawResult | null>(null);
  useEffect(
    () => () => {
      live.current = false;
      if (unseen.current) showPrize(unseen.current);
    },
    [],
  );

  const idle = () => {
    busy.current = false;
    setPhase({ kind: 'idle' });
    setRound((done) => done + 1);
  };

  const prize = (result: JackpotDrawResult) => {
    if (!live.current) return;
    unseen.current = null;
    if (result.type === JackpotAwardType.jackpot) {
      setPhase({ kind: 'wheel', result });
      return;
    }
    idle();
    showPrize(result);
  };

  const spin = (event: Event) => {
    const now = performance.now();
    if (busy.current || !canDraw || cells.length === 0 || now - lastTap.current < CLICK_DEBOUNCE_MS) return;
    lastTap.current = now;
    busy.current = true;
    const button = event.currentTarget as HTMLElement;
    // An attribute, not a render (the render that follows sets the same), set in the next frame
    // before its paint: SPIN looks inert in the same frame as when set here, and the browser does
    // not restyle the button in the tap's task (it did, after the click).
    const looksInert = () => button.setAttribute('aria-disabled', 'true');
    afterNextPaint(() => {
      if (!live.current) return;
      const from = lit.current;
      // Laps of the ring until the answer comes (none with reduced motion, or without Web Animations).
      const lap = reducedMotion() ? null : highlight.play(lapSteps(from, cells.length), true);
      // Starting an animation, rendering the board and starting a fetch each cost a frame's worth
      // at 4x CPU: one task each.
      setTimeout(() => {
        if (!live.current) return;
        setPhase({ kind: 'spinning' });
        setTimeout(() => {
          if (live.current) void request(from, lap);
        }, 0);
      }, 0);
    }, looksInert);
  };

  const request = (from: number, lap: Animation | null) =>
    drawChance().then(
      (answer) => {
        if (!live.current) return showPrize(answer);
        unseen.current = answer;
        const win = Math.max(0, cells.findIndex((cell) => cell.id === answer.id));
        lit.current = win;
        // The schedule's animation (about 50 keyframes to parse) in a task of its own, not the
        // answer's: together they were 17-20 ms of CPU at 4x (issue 23). The lap runs meanwhile.
        setTimeout(() => {
          if (live.current) land(answer, from, win, lap);
        }, 0);
      },
      (error: unknown) => {
        if (!live.current) return;
        // Nothing was drawn: the highlight goes back to where it started.
        highlight.show(from);
        idle();
        const message = drawErrorMessage(error);
        showToast(t(message.key, message.params), 'error');
        void $jackpotInfo.reload();
      },
    );

  /** The highlight's way from the lap to the winning cell, then the prize. */
  const land = (answer: JackpotDrawResult, from: number, win: number, lap: Animation | null) => {
    // The slowing starts at 3 s, or at the next step when the answer came later; the schedule
    // continues the lap's clock, so the highlight never jumps.
    const slowFrom = Math.max(SLOW_AFTER_MS, Math.ceil(highlight.elapsed() / STEP_MS) * STEP_MS);
    const landing = lap ? highlight.play(drawSchedule(from, win, cells.length, slowFrom), false) : null;
    if (!landing) {
      highlight.show(win);
      setTimeout(() => prize(answer), STILL_MS);
      return;
    }
    // Cancelled when the jackpot closes: the unmount shows the prize instead. The animation
    // finishes inside a frame's own task: the highlight rests there, and the prize's render (the
    // wheel's reveal) runs in a task of its own, so that frame's style and paint do not add up
    // with it (issue 23's frame budget).
    landing.finished.then(() => {
      highlight.show(win);
      setTimeout(() => prize(answer), 0);
    }, () => undefined);
  };

  return { phase, round, spin, done: idle };
}

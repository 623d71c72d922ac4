// The jackpot step of a type-2 draw (spec §4): the four-sector wheel (Mini, Mega, Minor, Major)
// turns 5 full turns plus the tier's sector in 4-6 s, closes 2 s after it stops, and the jackpot
// won counts up for 2 s to two decimals. The wheel turns by a Web Animation of its transform (on
// the compositor), and so does the count (a digit strip, counted-amount.tsx, its own chunk: fetched
// when the wheel is built, the amount as text if it cannot be); with reduced motion the wheel shows
// at rest on the tier and the amount at once.
import type { Ref } from 'preact';
import { memo } from '../../lib/memo';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { JackpotDrawResult } from '../../../contract/jackpot';
import { formatMoney } from '../../lib/money';
import { whenIdle } from '../../lib/when-idle';
import { Button } from '../../ui/button';
import { useT } from '../../widgets/use-t';
import { tierName } from './jackpot-labels';
import { WHEEL_CLOSE_MS, WHEEL_EASING, WHEEL_SECTORS, wheelDuration, wheelKeyframes, wheelTarget } from './jackpot-motion';
import { afterDraw, holdTotals } from './jackpot-store';
import { reducedMotion } from './reduced-motion';
import styles from './jackpot.module.css';

type Counter = (typeof import('./counted-amount'))['CountedAmount'];

const SECTOR_CLASS: Record<number, string | undefined> = { 50001: styles.sectorMega, 50002: styles.sectorMajor, 50003: styles.sectorMinor, 50004: styles.sectorMini };

/** When, after the wheel stops, the unseen won box is filled in and its count built, in steps (the wheel rests 2 s: nothing moves). */
const WON_BUILD_MS = 400;
/** How long the won box waits for an idle moment before it is built anyway (the wheel's own wait). */
const WON_IDLE_MS = 3_000;

/**
 * The wheel. Without a result yet it waits at rest, unseen on a layer of its own (the board builds
 * it before the draw, so the jackpot's answer only shows that layer and starts its turn: no build,
 * style or layout of a new layer in that task). The won box is built with it, filled in while the
 * wheel rests and only revealed, its count started, when the wheel closes. The reveals change
 * opacity (and pointer-events: the layer's, the won box's button), not `visibility`, which
 * restyled every element of the wheel's SVG (10 ms of CPU at 4x in the reveal's frame; 1 ms now,
 * issue 23's frame budget).
 */
export function JackpotWheel({ result, onDone, t }: { result: JackpotDrawResult | null; onDone: () => void; t: ReturnType<typeof useT> }) {
  const [stage, setStage] = useState<'turning' | 'ready' | 'won'>('turning');
  // The counting strip's code, fetched as the wheel is built; kept in a ref: its arrival renders
  // nothing while the highlight runs. Without it the amount shows as text.
  const counter = useRef<Counter | null>(null);
  useEffect(() => {
    import('./counted-amount').then(
      (chunk) => (counter.current = chunk.CountedAmount),
      () => undefined,
    );
  }, []);
  // The won box, at the next idle moment after the wheel (each a task and a frame of its own at
  // the board's idle moments), or when the wheel stops if no idle moment came before.
  const [boxWanted, setBoxWanted] = useState(false);
  useEffect(() => {
    let live = true;
    void whenIdle(WON_IDLE_MS).then(() => live && setBoxWanted(true));
    return () => {
      live = false;
    };
  }, []);
  const wheel = useRef<SVGSVGElement>(null);
  const countAt = useRef<number | undefined>(undefined);
  const propId = result?.propId;
  useEffect(() => {
    const face = wheel.current;
    if (propId === undefined || !face) return;
    const target = wheelTarget(propId);
    const timers: ReturnType<typeof setTimeout>[] = [];
    const stopped = () => {
      // The count starts on the compositor when the box shows, from the same moment as the reveal's timer.
      countAt.current = performance.now() + WHEEL_CLOSE_MS;
      timers.push(setTimeout(() => setStage('ready'), WON_BUILD_MS), setTimeout(() => setStage('won'), WHEEL_CLOSE_MS));
    };
    const clear = () => timers.forEach(clearTimeout);
    if (reducedMotion() || typeof face.animate !== 'function') {
      face.style.transform = `rotate(${target}deg)`;
      stopped();
      return clear;
    }
    // A Web Animation of a transform: the compositor turns the wheel, so a busy main thread on a
    // cheap phone cannot drop its frames (issue 23's 60 fps budget), and nothing runs per frame.
    const turning = face.animate(wheelKeyframes(target), { duration: wheelDuration(Math.random()), easing: WHEEL_EASING, fill: 'forwards' });
    // Cancelled on close: nothing more to do.
    turning.finished.then(stopped, () => undefined);
    return () => {
      turning.cancel();
      clear();
    };
  }, [propId]);
  // The win is paid already: however the wheel goes (Collect, Escape, back), the balance, the red
  // dots, the jackpot and the record catch up once it is gone.
  useEffect(() => (result ? () => afterDraw(result) : undefined), [result]);
  // The totals under the layer wait while it shows (their change was a render and a page layout
  // of about 17 ms of CPU each at 4x inside the turning, issue 23).
  useEffect(() => (result ? holdTotals() : undefined), [result]);
  return (
    <div class={`${styles.wheelLayer} ${result ? '' : styles.waiting}`} aria-hidden={result ? undefined : 'true'} data-testid={result ? 'jackpot-wheel' : undefined}>
      <div class={`${styles.wheelBox} ${stage === 'won' ? styles.faded : ''}`} role="img" aria-label={t('jackpot.wheelLabel')} aria-hidden={stage === 'won' ? 'true' : undefined}>
        <WheelFace face={wheel} />
        <span class={styles.pointer} aria-hidden="true" />
      </div>
      {boxWanted || stage !== 'turning' ? <JackpotWon result={stage === 'turning' ? null : result} shown={stage === 'won'} countAt={countAt.current} onCollect={onDone} counter={counter} t={t} /> : null}
    </div>
  );
}

/** The wheel's face, memoised: the stages' renders (the won box built, shown) do not diff its SVG again; it takes `useT` itself, so a new language still reaches it. */
const WheelFace = memo(function WheelFace({ face }: { face: Ref<SVGSVGElement> }) {
  const t = useT();
  return (
    <svg ref={face} viewBox="0 0 200 200" class={styles.wheel} aria-hidden="true">
      <g>
        {WHEEL_SECTORS.map((propId, index) => (
          <g key={propId} transform={`rotate(${index * 90} 100 100)`}>
            <path d="M100 100 L29.3 29.3 A100 100 0 0 1 170.7 29.3 Z" class={SECTOR_CLASS[propId]} />
            <text x="100" y="42" text-anchor="middle" class={styles.sectorText}>
              {tierName(t, propId)}
            </text>
          </g>
        ))}
        <circle cx="100" cy="100" r="18" class={styles.wheelHub} />
      </g>
    </svg>
  );
});

/**
 * The won box, built unseen with the wheel before the draw (its elements, their styles, and the
 * fonts of its title and amount: two font lookups of 6 ms of CPU each at 4x, issue 23), filled in
 * while the wheel rests (`result`: the texts, then the counting strip in steps) and shown when the
 * wheel closes. Until then its texts are for no one (aria-hidden, opacity 0): the first tier's.
 */
function JackpotWon({ result, shown, countAt, onCollect, counter, t }: { result: JackpotDrawResult | null; shown: boolean; countAt: number | undefined; onCollect: () => void; counter: { current: Counter | null }; t: ReturnType<typeof useT> }) {
  // Counted only when the strip was there as the result came (the amount as text otherwise, never a count restarting).
  const counted = useRef<Counter | null>(undefined);
  if (result) counted.current ??= counter.current;
  const Counted = counted.current;
  // The count joins a task after the box is filled in, after that frame: its first render (its
  // chunk's code run for the first time) was about a third of that task (issue 23, the rest's tasks).
  const [countJoins, setCountJoins] = useState(false);
  useEffect(() => setCountJoins(!!result), [result]);
  const amount = formatMoney(result?.bonus ?? 0);
  return (
    <div class={`${styles.won} ${shown ? '' : styles.unseen}`} role="dialog" aria-modal="true" aria-labelledby="jackpot-won-title" aria-hidden={shown ? undefined : 'true'} data-testid={shown ? 'jackpot-won' : undefined}>
      <h3 id="jackpot-won-title" class={styles.wonTitle}>
        {t('jackpot.youWon', { tier: tierName(t, result?.propId ?? WHEEL_SECTORS[0]!) })}
      </h3>
      <p class={styles.wonAmount}>
        {/* Nothing shown before the result: the hidden amount below has the amount's font looked up. */}
        {!result ? null : Counted ? (
          countJoins ? <Counted amount={result.bonus} startAt={countAt} /> : null
        ) : (
          <span aria-hidden="true" data-testid="jackpot-won-count">
            {amount}
          </span>
        )}
        <span class="visually-hidden">{amount}</span>
      </p>
      {result?.bonusStatus === 'locked' ? <p class={styles.hint}>{t('reward.locked')}</p> : null}
      {/* Out of the keyboard's way too while unseen (opacity hides it from the eyes only). */}
      <Button block onClick={onCollect} tabIndex={shown ? undefined : -1}>
        {t('jackpot.collect')}
      </Button>
    </div>
  );
}

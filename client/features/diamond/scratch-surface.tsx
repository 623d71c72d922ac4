// A scratch card under the finger: the prize (decided by the server) lies under a silver canvas;
// pointer strokes clear the silver (destination-out), the cleared share is kept on a grid
// (scratch-coverage.ts) and past 60% the rest fades away (opacity only; at once with reduced
// motion). 'Reveal' does the same for a keyboard or a screen reader; the prize is announced once.
import { useEffect, useRef, useState } from 'preact/hooks';
import { Button } from '../../ui/button';
import { useT } from '../../widgets/use-t';
import { markStroke, readyToReveal, scratchGrid } from './scratch-coverage';
import styles from './diamond.module.css';

/** Brush radius as a share of the card's width. */
const BRUSH = 0.07;
const FADE_MS = 400;

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function ScratchSurface({ prize, revealed: shown = false, onRevealed }: { prize: string; revealed?: boolean; onRevealed: () => void }) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [revealed, setRevealed] = useState(shown);
  // A card already seen (back on the page) shows its prize at once and tells no one again.
  const seen = useRef(shown);
  const state = useRef({ grid: scratchGrid(), last: null as { x: number; y: number } | null, done: shown });
  const done = useRef(onRevealed);
  done.current = onRevealed;
  // Painted once: a language switch mid-scratch must not paint the silver back.
  const here = useRef(t('diamond.scratchHere'));

  const reveal = () => {
    if (state.current.done) return;
    state.current.done = true;
    setRevealed(true);
  };

  useEffect(() => {
    if (!revealed || seen.current) return;
    const timer = setTimeout(() => done.current(), reducedMotion() ? 0 : FADE_MS);
    return () => clearTimeout(timer);
  }, [revealed]);

  // Paint the silver once the card has its size.
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context || seen.current) return;
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    const { width, height } = element.getBoundingClientRect();
    element.width = Math.max(1, Math.round(width * ratio));
    element.height = Math.max(1, Math.round(height * ratio));
    const gradient = context.createLinearGradient(0, 0, element.width, element.height);
    gradient.addColorStop(0, '#b9b4c4');
    gradient.addColorStop(0.5, '#e6e2ee');
    gradient.addColorStop(1, '#a29cb0');
    context.fillStyle = gradient;
    context.fillRect(0, 0, element.width, element.height);
    context.fillStyle = '#5b5368';
    context.font = `700 ${Math.round(16 * ratio)}px system-ui, sans-serif`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(here.current, element.width / 2, element.height / 2);
    context.globalCompositeOperation = 'destination-out';
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.lineWidth = BRUSH * 2 * element.width;
  }, []);

  const pointOf = (event: PointerEvent) => {
    const box = (event.currentTarget as HTMLCanvasElement).getBoundingClientRect();
    return { x: Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)), y: Math.min(1, Math.max(0, (event.clientY - box.top) / box.height)), aspect: box.height / box.width };
  };

  const stroke = (event: PointerEvent) => {
    const element = canvas.current;
    const last = state.current.last;
    if (!element || !last || state.current.done) return;
    const point = pointOf(event);
    const context = element.getContext('2d');
    if (context) {
      context.beginPath();
      context.moveTo(last.x * element.width, last.y * element.height);
      context.lineTo(point.x * element.width + 0.01, point.y * element.height);
      context.stroke();
    }
    markStroke(state.current.grid, last, point, BRUSH, point.aspect);
    state.current.last = point;
    if (readyToReveal(state.current.grid)) reveal();
  };

  return (
    <div class={styles.scratchWrap}>
      <div class={styles.scratchCard} role="group" aria-label={t('diamond.surfaceLabel')}>
        <p class={styles.prize} aria-hidden={!revealed} data-testid="scratch-prize">
          {prize}
        </p>
        <canvas
          ref={canvas}
          class={`${styles.silver} ${revealed ? styles.silverGone : ''}`}
          aria-hidden="true"
          data-testid="scratch-surface"
          onPointerDown={(event) => {
            (event.currentTarget as HTMLCanvasElement).setPointerCapture?.(event.pointerId);
            state.current.last = pointOf(event);
            stroke(event);
          }}
          onPointerMove={stroke}
          onPointerUp={() => (state.current.last = null)}
          onPointerCancel={() => (state.current.last = null)}
        />
      </div>
      <p class="visually-hidden" aria-live="polite">
        {revealed ? t('diamond.youWon', { prize }) : ''}
      </p>
      <Button variant="secondary" disabled={revealed} onClick={reveal}>
        {t('diamond.reveal')}
      </Button>
    </div>
  );
}

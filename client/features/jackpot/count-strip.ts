// The jackpot won counting up (spec §9: 2 s, two decimals) as a digit strip, a pure function of
// time: each digit of the final amount is a column of 0-9 and a blank moved by translateY, each
// group comma shows or hides the same way, the peso sign slides to the first digit shown and the
// row slides back by half that, so the amount stays centred. The count is sampled once a frame into
// step-end keyframes of transforms: the compositor runs it with no script, style, text layout or
// paint per frame (issue 23's 60 fps budget at 4x CPU).
import { countUpValue } from '../../widgets/use-count-up';

/** A character of the final amount: a digit at a place (0: the last decimal), a group comma shown with the digit at `place`, or one always shown. */
export type StripColumn = { kind: 'digit' | 'comma'; place: number; char: string } | { kind: 'fixed'; char: string };

/** A digit strip's blank (its eleventh line, after 0-9); a comma strip's is its second. */
export const BLANK = 10;
const DIGIT_LINES = 11;
/** One sample a frame at 60 fps. */
export const FRAME_MS = 1000 / 60;

/** The columns of `text` (the formatted final amount), left to right. */
export function stripColumns(text: string): StripColumn[] {
  const columns: StripColumn[] = [];
  let place = 0;
  for (const char of [...text].reverse()) {
    if (char >= '0' && char <= '9') columns.push({ kind: 'digit', place: place++, char });
    else if (char === ',') columns.push({ kind: 'comma', place, char });
    else columns.push({ kind: 'fixed', char });
  }
  return columns.reverse();
}

/**
 * Each column's line when the count shows `value` (minor units): a digit's 0-9, or BLANK above the
 * value's first digit (the pesos' units and the decimals always show: ₱0.00); a comma's 0 (shown) or
 * 1 (blank); 0 for the rest.
 */
export function stripPositions(columns: readonly StripColumn[], value: number): number[] {
  const digits = String(Math.max(0, Math.floor(value)));
  return columns.map((column) => {
    if (column.kind === 'fixed') return 0;
    const shown = column.place <= 2 || column.place < digits.length;
    if (column.kind === 'comma') return shown ? 0 : 1;
    return shown ? Number(digits[digits.length - 1 - column.place] ?? 0) : BLANK;
  });
}

/** A strip's transform for its line (percentages of the strip's own height: no size needed). */
const lineTransform = (column: StripColumn, line: number) => `translateY(${(-line * 100) / (column.kind === 'digit' ? DIGIT_LINES : 2)}%)`;
const px = (value: number) => `translateX(${value}px)`;

/** The count sampled once a frame: each sample's offset (0-1), the columns' lines then, and the blank columns' total width (px). */
export interface StripPlan {
  offsets: number[];
  lines: number[][];
  blanks: number[];
}

/**
 * The count from 0 to `target` over `ms`, one sample a frame, as numbers only: cheap enough for one
 * task (issue 23), while each strip's keyframes (strings, and their parsing by `animate`) are made
 * in a task of their own. `widths` are the columns' laid-out widths (px), read once: blank columns'
 * width is how far the sign slides.
 */
export function stripPlan(columns: readonly StripColumn[], target: number, ms: number, widths: readonly number[], frameMs = FRAME_MS): StripPlan {
  const plan: StripPlan = { offsets: [], lines: [], blanks: [] };
  const samples = Math.max(1, Math.ceil(ms / frameMs));
  for (let k = 0; k <= samples; k++) {
    const at = Math.min(ms, k * frameMs);
    const lines = stripPositions(columns, countUpValue(target, at, ms));
    plan.offsets.push(ms > 0 ? at / ms : 1);
    plan.lines.push(lines);
    plan.blanks.push(columns.reduce((sum, column, i) => sum + (column.kind !== 'fixed' && lines[i] === (column.kind === 'digit' ? BLANK : 1) ? (widths[i] ?? 0) : 0), 0));
  }
  return plan;
}

/** Step-end keyframes of a value per sample: one where it changes (its string made only then), and the last at offset 1. */
function steps(plan: StripPlan, value: (k: number) => number, transform: (value: number) => string): Keyframe[] {
  const track: Keyframe[] = [];
  let shown: number | undefined;
  plan.offsets.forEach((offset, k) => {
    const now = value(k);
    if (now !== shown || k === plan.offsets.length - 1) track.push({ offset, transform: transform((shown = now)), easing: 'step-end' });
  });
  return track;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Column `i`'s keyframes: its strip's (digits, commas), the slide of a sign before the digits, or none. */
export function columnTrack(plan: StripPlan, columns: readonly StripColumn[], i: number): Keyframe[] {
  const column = columns[i]!;
  if (column.kind !== 'fixed') return steps(plan, (k) => plan.lines[k]![i]!, (line) => lineTransform(column, line));
  return i < columns.findIndex((one) => one.kind !== 'fixed') ? steps(plan, (k) => cents(plan.blanks[k]!), px) : [];
}

/** The row's slide, which keeps the shown amount centred. */
export const rowTrack = (plan: StripPlan): Keyframe[] => steps(plan, (k) => cents(-plan.blanks[k]! / 2), px);

/** Every track at once (the component makes them one a task). */
export function stripKeyframes(columns: readonly StripColumn[], target: number, ms: number, widths: readonly number[], frameMs = FRAME_MS): { columns: Keyframe[][]; row: Keyframe[] } {
  const plan = stripPlan(columns, target, ms, widths, frameMs);
  return { columns: columns.map((_, i) => columnTrack(plan, columns, i)), row: rowTrack(plan) };
}

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
const px = (value: number) => `translateX(${Math.round(value * 100) / 100}px)`;

export interface StripKeyframes {
  /** Per column: its strip's keyframes (digits, commas), the slide of a sign before the digits, or none. */
  columns: Keyframe[][];
  /** The row's slide, which keeps the shown amount centred. */
  row: Keyframe[];
}

/**
 * The count from 0 to `target` over `ms` as step-end keyframes (offsets by time, one sample a
 * frame; a keyframe only where a transform changes, and the last at offset 1). `widths` are the
 * columns' laid-out widths (px), read once: blank columns' width is how far the sign slides.
 */
export function stripKeyframes(columns: readonly StripColumn[], target: number, ms: number, widths: readonly number[], frameMs = FRAME_MS): StripKeyframes {
  const firstDigit = columns.findIndex((column) => column.kind !== 'fixed');
  const tracks: Keyframe[][] = columns.map(() => []);
  const row: Keyframe[] = [];
  const add = (track: Keyframe[], offset: number, transform: string, last: boolean) => {
    if (last || track[track.length - 1]?.transform !== transform) track.push({ offset, transform, easing: 'step-end' });
  };
  const samples = Math.max(1, Math.ceil(ms / frameMs));
  for (let k = 0; k <= samples; k++) {
    const at = Math.min(ms, k * frameMs);
    const offset = ms > 0 ? at / ms : 1;
    const last = k >= samples;
    const positions = stripPositions(columns, countUpValue(target, at, ms));
    let blank = 0;
    columns.forEach((column, i) => {
      if (column.kind !== 'fixed' && positions[i] === (column.kind === 'digit' ? BLANK : 1)) blank += widths[i] ?? 0;
    });
    columns.forEach((column, i) => {
      if (column.kind !== 'fixed') add(tracks[i]!, offset, lineTransform(column, positions[i]!), last);
      else if (i < firstDigit) add(tracks[i]!, offset, px(blank), last);
    });
    add(row, offset, px(-blank / 2), last);
  }
  return { columns: tracks, row };
}

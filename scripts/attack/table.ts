// The one table `npm run attack` prints: a row per scenario, cells wrapped to a fixed width so the
// table stays readable in a terminal and pasted into a report. Pure.
import type { Verdict } from './verdicts';

/** A figure of the edge process before the scenario, at its highest during it, and after it. */
export interface Trio {
  before: number;
  peak: number;
  after: number;
}

export interface AttackRow {
  scenario: string;
  /** What was sent, an item a line. */
  sent: string[];
  /** What was measured, an item a line. */
  measured: string[];
  rssMb?: Trio;
  sockets?: Trio;
  /** A verdict, or why the scenario could not be measured. */
  verdict: Verdict | { error: string };
}

export const COLUMNS = ['scenario', 'sent', 'what held (measured)', 'edge RSS MB before/peak/after', 'edge sockets before/peak/after', 'verdict'] as const;

/** Widest a cell's line may be before it wraps. */
const CELL_WIDTH = 46;

const figure = (n: number): string => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '-');

/** "58 / 762 / 700"; a figure that could not be read (process gone) shows as "-". */
export function formatTrio(trio: Trio | undefined): string {
  return trio ? `${figure(trio.before)} / ${figure(trio.peak)} / ${figure(trio.after)}` : 'n/a';
}

/** Splits `text` into lines of at most `width` characters at spaces (a longer word keeps its own line). */
export function wrap(text: string, width = CELL_WIDTH): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/** True when the row's defence held; a scenario that could not run did not hold. */
export const rowHeld = (row: AttackRow): boolean => 'held' in row.verdict && row.verdict.held;

function verdictCell(verdict: AttackRow['verdict']): string[] {
  if ('error' in verdict) return ['ERROR', `could not measure: ${verdict.error}`];
  return verdict.held ? ['held'] : ['NOT HELD', ...verdict.why];
}

/** The rows as a text table: a header, then each row's cells (a line per item, wrapped). */
export function renderTable(rows: AttackRow[]): string {
  const cells = rows.map((row) =>
    [[row.scenario], row.sent, row.measured, [formatTrio(row.rssMb)], [formatTrio(row.sockets)], verdictCell(row.verdict)].map((items) =>
      items.flatMap((item) => wrap(item)),
    ),
  );
  const widths = COLUMNS.map((title, column) => Math.max(title.length, ...cells.flatMap((row) => row[column].map((line) => line.length))));
  const line = (parts: string[]) => `| ${parts.map((part, column) => part.padEnd(widths[column])).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  const out = [line([...COLUMNS]), rule];
  cells.forEach((row, index) => {
    if (index > 0) out.push(rule);
    const height = Math.max(...row.map((cell) => cell.length));
    for (let i = 0; i < height; i++) out.push(line(row.map((cell) => cell[i] ?? '')));
  });
  return out.join('\n');
}

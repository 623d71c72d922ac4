// The table `npm run attack` prints: columns aligned, cells wrapped, verdicts spelled out.
import { describe, expect, it } from 'vitest';
import { COLUMNS, formatTrio, renderTable, rowHeld, wrap, type AttackRow } from '../../../scripts/attack/table';

const held: AttackRow = {
  scenario: '4 SIGTERM',
  sent: ['900 calls'],
  measured: ['answered 900', 'exit code 0'],
  rssMb: { before: 58.4, peak: 101.6, after: NaN },
  sockets: { before: 5, peak: 20_000, after: 4 },
  verdict: { held: true, why: ['0 of 900 requests lost (need 0)'] },
};
const notHeld: AttackRow = { ...held, scenario: '2 beacon flood', verdict: { held: false, why: ['player call NOT answered during the flood'] } };
const failed: AttackRow = { scenario: '1 slowloris', sent: [], measured: [], verdict: { error: 'the edge did not start' } };

describe('attack table', () => {
  it('formats a figure before, at the peak and after, with a dash for one that could not be read', () => {
    expect(formatTrio(held.rssMb)).toBe('58 / 102 / -');
    expect(formatTrio(held.sockets)).toBe('5 / 20,000 / 4');
    expect(formatTrio(undefined)).toBe('n/a');
  });

  it('wraps at spaces within the width, keeping a longer word whole', () => {
    expect(wrap('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrap('a-very-long-word x', 5)).toEqual(['a-very-long-word', 'x']);
    expect(wrap('', 5)).toEqual(['']);
  });

  it('prints one header, a rule between rows, and aligned columns', () => {
    const lines = renderTable([held, notHeld, failed]).split('\n');
    expect(lines[0].split('|').map((cell) => cell.trim()).filter(Boolean)).toEqual([...COLUMNS]);
    // Every line has the same width and the same column borders.
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    const borders = (line: string) => [...line].flatMap((ch, i) => (ch === '|' ? [i] : []));
    for (const line of lines) expect(borders(line)).toEqual(borders(lines[0]));
    // Header, rule, 2 lines (held), rule, 2 lines (not held), rule, 2 lines (error).
    expect(lines).toHaveLength(10);
  });

  it('spells out the verdict: held, NOT HELD with the failed rules, or ERROR with the reason', () => {
    const text = renderTable([held, notHeld, failed]);
    expect(text).toContain('| held ');
    expect(text).toContain('NOT HELD');
    expect(text).toContain('player call NOT answered during the flood');
    expect(text).toContain('ERROR');
    expect(text).toContain('could not measure: the edge did not start');
    expect([held, notHeld, failed].map(rowHeld)).toEqual([true, false, false]);
  });
});

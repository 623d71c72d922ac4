import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BetDayRow } from '../../../../contract/records';
import { ReportDaysChart } from '../../../../client/features/records/report-days-view';
import '../../../../client/features/records/records-catalog';

// The chart's chunk fails to arrive (a dropped connection) until `chunk.fails` is false.
const chunk = vi.hoisted(() => ({ fails: true }));
vi.mock('../../../../client/features/records/report-chart', () => {
  if (chunk.fails) throw new Error('Failed to fetch dynamically imported module');
  return { default: () => <div data-testid="fake-chart" /> };
});

afterEach(cleanup);

const days: BetDayRow[] = [{ day: '2024-03-15', rounds: 1, bet: 100, win: 0, net: -100 }];

describe('ReportDaysChart', () => {
  it('shows a skeleton while the figures load', () => {
    render(<ReportDaysChart report={undefined} rangeLabel="7 days" />);
    expect(screen.getByTestId('report-chart-loading').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('a chart chunk that fails to load shows an error with retry, which loads it', async () => {
    render(<ReportDaysChart report={{ rounds: 1, bet: 100, win: 0, net: -100, days }} rangeLabel="Today" />);
    await screen.findByText('The chart could not be loaded. Check your connection.');
    // The figures stay readable meanwhile.
    expect(screen.getByTestId('day-net').textContent).toBe('-₱1.00');
    chunk.fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('fake-chart');
  });
});

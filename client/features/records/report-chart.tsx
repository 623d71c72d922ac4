// The report's per-day chart (uPlot, loaded only here: this module is its own chunk, imported
// dynamically by the report page). Stakes and wins as bars, the net result as a line, over the
// days the sandbox summed. The canvas is decoration for sighted players: the page around it holds
// the summary sentence and the day-by-day table that screen readers read.
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import type { BetDayRow } from '../../../contract/records';
import styles from './report-chart.module.css';

const HEIGHT = 180;
// Canvas text: never below 12 px, whatever the root font size.
const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export interface ReportChartProps {
  days: readonly BetDayRow[];
  /** Axis text of a day (`YYYY-MM-DD`), e.g. "15 Jan". */
  dayLabel: (day: string) => string;
  /** Axis text of an amount in minor units, e.g. "₱1.2K". */
  amountLabel: (minor: number) => string;
}

/** The theme's colours, read when drawing (an operator theme may change them). */
function themeColours(element: HTMLElement) {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return { bet: read('--color-danger', '#ff5c6c'), win: read('--color-success', '#3ddc97'), net: read('--color-primary', '#f5c542'), text: read('--color-muted', '#a99bbf'), grid: read('--color-border', '#3d2a5a') };
}

export default function ReportChart({ days, dayLabel, amountLabel }: ReportChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const colour = themeColours(element);
    const axis = { stroke: colour.text, font: FONT, grid: { stroke: colour.grid, width: 1 }, ticks: { show: false } };
    const bars = uPlot.paths.bars;
    const plot = new uPlot(
      {
        width: Math.max(200, element.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] } },
        axes: [
          { ...axis, grid: { show: false }, size: 32, space: 44, incrs: [1, 2, 5, 7, 14], values: (_u, splits) => splits.map((index) => (Number.isInteger(index) && days[index] ? dayLabel(days[index].day) : '')) },
          { ...axis, size: 56, space: 30, values: (_u, splits) => splits.map((minor) => amountLabel(minor)) },
        ],
        series: [
          {},
          { label: 'bet', fill: colour.bet, stroke: colour.bet, width: 0, paths: bars?.({ size: [0.7, 28] }), points: { show: false } },
          { label: 'win', fill: colour.win, stroke: colour.win, width: 0, paths: bars?.({ size: [0.35, 14] }), points: { show: false } },
          { label: 'net', stroke: colour.net, width: 2, points: { show: true, size: 6, fill: colour.net } },
        ],
      },
      [days.map((_, index) => index), days.map((day) => day.bet), days.map((day) => day.win), days.map((day) => day.net)],
      element,
    );
    // Follows the page's width (a turned phone, a narrow 320 px screen).
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(200, element.clientWidth), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, dayLabel, amountLabel]);
  return <div ref={box} class={styles.chart} data-testid="report-chart-canvas" aria-hidden="true" />;
}

// Types of lighthouse-targets.mjs (plain JavaScript, run by node) for the tests that import it.
type Figure = { median: number; worst: number };
type Run = { score: number; lcp: number; tbt: number; cls: number; fcp: number; bytes: number; requests: number };
export type Summary = Record<keyof Run, Figure>;
export type Page = { id: string; label: string; floor?: string };

export const median: (values: number[]) => number;
export const worst: (values: number[], lowIsBad?: boolean) => number;
export const TARGETS: { tbtOverScreenFloor: number; screenFloorOverMachine: number; scoreUnderFloor: number; lcpMs: number; cls: number; firstVisitKb: number };
export function summarise(runs: Run[]): Summary;
export function floorRows(pages: Page[], summaries: Record<string, Summary>, machine: string): Record<string, string | number>[];
export function targetVerdicts(pages: Page[], summaries: Record<string, Summary>, ids: { machine: string; home: string }): { target: string; figure: string; met: boolean }[];

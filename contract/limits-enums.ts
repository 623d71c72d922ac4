// The enumerations of the responsible-gaming calls, apart from the rows so the schemas can use them
// without a cycle (the client reads them too).
export const LIMIT_KINDS = ['deposit', 'loss', 'bet'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const REALITY_CHECK_MINUTES = [0, 30, 60, 120] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
export const BREAK_DURATIONS = ['24h', '7d', '30d'] as const;
export const EXCLUSION_DURATIONS = ['6m', '1y', '5y'] as const;
export type RestrictionKind = 'break' | 'exclusion';
export type RestrictionDuration = (typeof BREAK_DURATIONS)[number] | (typeof EXCLUSION_DURATIONS)[number];
/** Loosening or removing a limit waits this long (tightening applies at once). */
export const LOOSEN_DELAY_MS = 24 * 3_600_000;

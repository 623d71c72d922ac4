// Types of trace-tasks.mjs (plain JavaScript, run by node) for the tests that import it.
type Event = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; id?: string; args?: Record<string, unknown>; cat?: string };
type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Task = { start: number; ms: number; kinds: Record<string, number>; functions: { frame: string; ms: number }[] };

export function mainThread(events: Event[]): { pid: number; tid: number } | undefined;
export function samplesOf(events: Event[], pid: number): { ts: number; ms: number; frame?: Frame }[];
export const frameLabel: (frame?: Frame) => string;
export function longestTasks(events: Event[], options?: { count?: number; functions?: number; name?: (frame?: Frame) => string }): { tasks: Task[]; total: { ms: number; kinds: Record<string, number> } };
export function blockingAfterFirstPaint(events: Event[], options?: { slowdown?: number }): { blockingMs: number; longTasks: number; cpuMs: number } | null;

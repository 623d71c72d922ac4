// What `npm run trace` reads from a Chromium trace: the page's main thread, its outermost tasks
// longest first, their style/layout/script time, and top functions from the profiler's samples.
import { describe, expect, it } from 'vitest';
import { blockingAfterFirstPaint, longestTasks } from '../../../scripts/measure/trace-tasks.mjs';

const PID = 7;
const MAIN = 1;
const x = (name: string, ts: number, dur: number, tid = MAIN, pid = PID) => ({ name, ph: 'X', pid, tid, ts, dur });
const frame = (functionName: string, url = 'http://127.0.0.1:1/assets/app.js') => ({ functionName, url, lineNumber: 0, columnNumber: 9 });

const events = [
  { name: 'thread_name', ph: 'M', pid: PID, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  // Another renderer's main thread that worked less: not the page's.
  { name: 'thread_name', ph: 'M', pid: 9, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
  x('RunTask', 0, 5_000, 1, 9),
  // A 100 ms task (the controller's event holds the same task): script 60 ms with a forced
  // 20 ms layout inside it, then style 10 ms and layout 30 ms.
  x('ThreadControllerImpl::RunTask', 10_000, 100_000),
  x('RunTask', 10_000, 100_000),
  x('FunctionCall', 10_000, 60_000),
  x('FunctionCall', 20_000, 10_000),
  x('Layout', 40_000, 20_000),
  x('UpdateLayoutTree', 70_000, 10_000),
  x('Layout', 80_000, 30_000),
  // A 40 ms task later.
  x('RunTask', 200_000, 40_000),
  x('EvaluateScript', 200_000, 40_000),
  { name: 'Profile', ph: 'P', pid: PID, tid: MAIN, ts: 0, id: '0x1', args: { data: { startTime: 10_000 } } },
  {
    name: 'ProfileChunk', ph: 'P', pid: PID, tid: MAIN, ts: 0, id: '0x1',
    args: { data: { cpuProfile: { nodes: [{ id: 1, callFrame: frame('render') }, { id: 2, callFrame: frame('(program)', '') }, { id: 3, callFrame: frame('boot') }], samples: [1, 1, 2, 3] }, timeDeltas: [0, 30_000, 30_000, 140_000] } },
  },
];

describe('trace tasks', () => {
  it('takes the busiest renderer main thread and its outermost tasks, longest first, with what ran in them', () => {
    const { tasks, total } = longestTasks(events);
    expect(tasks.map((task) => [task.start, task.ms])).toEqual([[0, 100], [190, 40]]);
    expect(tasks[0].kinds).toEqual({ script: 60, layout: 50, style: 10 });
    expect(tasks[1].kinds).toEqual({ script: 40 });
    expect(total).toEqual({ ms: 140, kinds: { script: 100, layout: 50, style: 10 } });
  });

  it('gives each task its top functions by self time from the samples inside it', () => {
    const { tasks } = longestTasks(events, { name: (f) => f?.functionName ?? '?' });
    // Samples at 10 and 40 ms (render), 70 ((program): the next is at 210, so it stands for
    // 100 ms at most) and 210 (boot, the last: no time). Each counts only its time inside the task.
    expect(tasks[0].functions).toEqual([{ frame: 'render', ms: 60 }, { frame: '(program)', ms: 40 }]);
    expect(tasks[1].functions).toEqual([]);
  });
});

describe('blocking after the first paint', () => {
  const withTimes = (tdur: number, e: ReturnType<typeof x>) => ({ ...e, tdur });
  const traced = [
    { name: 'thread_name', ph: 'M', pid: PID, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
    // Before the first paint: not counted, however long.
    withTimes(300_000, x('RunTask', 0, 300_000)),
    { name: 'firstContentfulPaint', ph: 'R', pid: PID, tid: MAIN, ts: 400_000 },
    // 120 ms of wall time, 80 of CPU: 30 ms blocking (the CPU counts, not the wall).
    withTimes(80_000, x('ThreadControllerImpl::RunTask', 500_000, 120_000)),
    withTimes(80_000, x('RunTask', 500_000, 120_000)),
    // 50 ms exactly: not a long task.
    withTimes(50_000, x('RunTask', 700_000, 60_000)),
    withTimes(70_000, x('RunTask', 800_000, 70_000)),
  ];

  it('sums each task’s CPU over 50 ms from the first paint on, each task once', () => {
    expect(blockingAfterFirstPaint(traced)).toEqual({ blockingMs: 50, longTasks: 2, cpuMs: 200 });
    expect(blockingAfterFirstPaint(traced.filter((e) => e.name !== 'firstContentfulPaint'))).toBeNull();
    // An unthrottled trace counted at Lighthouse's 4x: 80 ms of CPU is 320, 50 is 200, 70 is 280.
    expect(blockingAfterFirstPaint(traced, { slowdown: 4 })).toEqual({ blockingMs: 650, longTasks: 3, cpuMs: 800 });
  });
});

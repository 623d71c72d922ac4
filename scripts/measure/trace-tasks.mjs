// Reads a Chromium trace (the JSON of Tracing.start/end) for `npm run trace`: the page's
// main-thread tasks, the longest first, each with what ran in it (style, layout, script, parse,
// paint, garbage collection) and its top functions by self time from the V8 sampling profiler's
// samples in the trace. Pure, so it is unit-tested (tests/scripts/measure/trace-tasks.test.ts).

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** What a task's time went to: trace event names by kind. */
const KINDS = {
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'PaintImage', 'Decode Image'],
  parse: ['ParseHTML'],
  script: ['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks', 'V8.Execute'],
  gc: ['MinorGC', 'MajorGC', 'V8.GCScavenger', 'V8.GCFinalizeMC', 'BlinkGC.AtomicPhase'],
};
const KIND_OF = new Map(Object.entries(KINDS).flatMap(([kind, names]) => names.map((name) => [name, kind])));

/** The renderer main thread that worked the most: the page's (a navigation may use a new one). */
export function mainThread(events) {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best;
  let bestTime = -1;
  for (const { pid, tid } of names) {
    const time = events.reduce((sum, e) => (e.pid === pid && e.tid === tid && e.ph === 'X' && TASK_NAMES.has(e.name) ? sum + (e.dur ?? 0) : sum), 0);
    if (time > bestTime) [best, bestTime] = [{ pid, tid }, time];
  }
  return best;
}

/**
 * The V8 samples of process `pid`: [{ ts (µs), ms (time to the next sample), frame }], frame being
 * the sampled leaf's callFrame ({ functionName, url, lineNumber, columnNumber }).
 */
export function samplesOf(events, pid) {
  const nodes = new Map();
  const samples = [];
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') profiles.set(e.id, { ts: e.args?.data?.startTime ?? e.ts });
    if (e.name !== 'ProfileChunk') continue;
    const profile = profiles.get(e.id) ?? { ts: e.ts };
    profiles.set(e.id, profile);
    const data = e.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(`${e.id}:${node.id}`, node.callFrame);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      profile.ts += deltas[i] ?? 0;
      samples.push({ ts: profile.ts, key: `${e.id}:${ids[i]}` });
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  // A sample stands for the time to the next, at most 100 ms (a gap in the profile is not its leaf's).
  return samples.map((sample, i) => ({ ts: sample.ts, ms: i + 1 < samples.length ? Math.min(samples[i + 1].ts - sample.ts, 100_000) / 1000 : 0, frame: nodes.get(sample.key) }));
}

/** A frame's name before source maps: V8's own pseudo-frames by name, else name and place. */
export const frameLabel = (frame) => (!frame ? '(unknown)' : frame.url ? `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/\/[^/]+/, '')}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : frame.functionName || '(native)');

/**
 * The `count` longest main-thread tasks: [{ start (ms from the first task), ms, kinds: { style,
 * layout, ... } in ms, functions: [{ frame, ms }] by self time }], and the totals over every task
 * ({ ms, kinds }). `name(frame)` groups samples (a source-mapped name, say).
 */
export function longestTasks(events, { count = 10, functions = 3, name = frameLabel } = {}) {
  const thread = mainThread(events);
  if (!thread) return { tasks: [], total: { ms: 0, kinds: {} } };
  const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Outermost tasks only: a ThreadControllerImpl::RunTask holds a RunTask of the same time.
  const tasks = [];
  for (const e of own) {
    const last = tasks.at(-1);
    if (TASK_NAMES.has(e.name) && !(last && e.ts < last.ts + last.dur)) tasks.push(e);
  }
  const samples = samplesOf(events, thread.pid);
  const origin = tasks[0]?.ts ?? 0;
  const total = { ms: 0, kinds: {} };

  const described = tasks.map((task) => {
    const end = task.ts + task.dur;
    const kinds = {};
    // The outermost event of each kind (a FunctionCall inside an EvaluateScript counts once); kinds
    // nest: a layout forced by script counts as layout and inside the script's time.
    const coveredUntil = {};
    for (const e of own) {
      if (e.ts < task.ts || e.ts >= end || e === task) continue;
      const kind = KIND_OF.get(e.name);
      if (!kind || e.ts < (coveredUntil[kind] ?? -Infinity)) continue;
      kinds[kind] = (kinds[kind] ?? 0) + e.dur / 1000;
      coveredUntil[kind] = e.ts + e.dur;
    }
    for (const [kind, ms] of Object.entries(kinds)) total.kinds[kind] = (total.kinds[kind] ?? 0) + ms;
    total.ms += task.dur / 1000;
    return { task, kinds };
  });

  const top = [...described].sort((a, b) => b.task.dur - a.task.dur).slice(0, count);
  return {
    total,
    tasks: top.map(({ task, kinds }) => {
      const byName = new Map();
      // A sample stands for the time until the next one, counted inside the task only.
      for (const sample of samples) {
        const inside = Math.min(sample.ts / 1000 + sample.ms, (task.ts + task.dur) / 1000) - Math.max(sample.ts, task.ts) / 1000;
        if (inside <= 0) continue;
        const label = name(sample.frame);
        byName.set(label, (byName.get(label) ?? 0) + inside);
      }
      const ranked = [...byName].filter(([label]) => label !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, functions);
      return { start: (task.ts - origin) / 1000, ms: task.dur / 1000, kinds, functions: ranked.map(([frame, ms]) => ({ frame, ms })) };
    }),
  };
}

/** A task blocks input for its time over this (Lighthouse's long task). */
const LONG_TASK_MS = 50;

/**
 * The main thread after the page's first contentful paint, from each task's CPU (thread) time,
 * which a loaded machine inflates less than wall time: { blockingMs (each task's CPU over 50 ms,
 * summed: the trace's own total blocking time), longTasks, cpuMs }. Null without a first paint.
 * `slowdown`: the CPU slowdown to count the times at, for an unthrottled trace (Lighthouse's
 * simulation multiplies by 4); 1 for a trace taken throttled (`npm run trace`).
 */
export function blockingAfterFirstPaint(events, { slowdown = 1 } = {}) {
  const thread = mainThread(events);
  const paint = thread && events.find((e) => e.name === 'firstContentfulPaint' && e.pid === thread.pid);
  if (!paint) return null;
  const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && TASK_NAMES.has(e.name)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const result = { blockingMs: 0, longTasks: 0, cpuMs: 0 };
  let until = -Infinity;
  for (const task of own) {
    if (task.ts < until) continue;
    until = task.ts + task.dur;
    if (task.ts < paint.ts) continue;
    const cpu = ((task.tdur ?? task.dur) / 1000) * slowdown;
    result.cpuMs += cpu;
    if (cpu > LONG_TASK_MS) {
      result.blockingMs += cpu - LONG_TASK_MS;
      result.longTasks += 1;
    }
  }
  return result;
}

// Ends the current task so the browser can paint and handle input before the rest runs: a long
// start-up becomes several short tasks on a slow phone's main thread. `scheduler.yield()` (Chrome
// 129+) resumes ahead of other queued work; elsewhere a zero-delay timer does the same job.

type Scheduler = { yield?: () => Promise<void> };

/** A promise that settles in a later task. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

// Polling: an async step run on a schedule until a stop condition, `stop()`, or the end of the
// schedule. Part of the server-state module, in its own file so that only the pages that poll
// carry it. Started from a store's onMount or an action (never at import); `poll` returns the stop
// function, which is also the onMount cleanup.
//
// - Schedule: `every` is the pause between steps (ms), fixed or one per step (a backoff list: the
//   poll ends after the step that follows the last pause). The first step runs at once, or after
//   the first pause with `wait`.
// - Steps never overlap: the next pause starts when a step has settled.
// - Paused while the page is hidden: no step runs then; when it shows again the waiting step runs
//   at once, and the schedule carries on from it.
// - `until` gets each answer while the poll runs (never after `stop()`): the place to apply it,
//   and true stops. A step that rejects ends the poll after `failed` (catch inside the step to
//   keep polling through errors).

export interface PollOptions<T> {
  /** One check; `attempt` counts from 0. */
  step: (attempt: number) => Promise<T> | T;
  /** The pause before each next step (ms): fixed, or one per step. */
  every: number | readonly number[];
  /** Gets each answer; true stops the poll. */
  until?: (answer: T, attempt: number) => boolean | void;
  /** Gets a step's error; the poll has stopped. */
  failed?: (error: unknown, attempt: number) => void;
  /** Waits one pause before the first step. */
  wait?: boolean;
}

/** Starts polling; returns the function that stops it (idempotent). */
export function poll<T>({ step, every, until, failed, wait }: PollOptions<T>): () => void {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  // A step is due: its pause is running, or it is held back while the page is hidden.
  let due = false;
  let stopped = false;
  const hidden = (): boolean => document.visibilityState == 'hidden';
  const stop = (): void => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
  // The pause before step `attempt` (the first has one only with `wait`); none left ends the poll.
  const schedule = (): void => {
    const pause = typeof every == 'number' ? every : every[wait ? attempt : attempt - 1];
    if (pause === undefined) return stop();
    due = true;
    timer = setTimeout(() => void tick(), pause);
  };
  const tick = async (): Promise<void> => {
    clearTimeout(timer);
    if (stopped || running || hidden()) return;
    due = false;
    running = true;
    const current = attempt++;
    try {
      const answer = await step(current);
      if (!stopped && until?.(answer, current)) stop();
    } catch (error) {
      if (!stopped) {
        stop();
        failed?.(error, current);
      }
    }
    running = false;
    if (!stopped) schedule();
  };
  function onVisibility(): void {
    if (hidden()) clearTimeout(timer);
    else if (due) void tick();
  }
  document.addEventListener('visibilitychange', onVisibility);
  if (wait) schedule();
  else {
    due = true;
    void tick();
  }
  return stop;
}

// Ends the current task so the browser can paint and handle input before the rest runs: a long
// start-up becomes several short tasks on a slow phone's main thread.

/** A promise that settles in a later task (a zero-delay timer). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

// Turns on the password hasher, shared fairly between client addresses. scrypt runs on libuv's
// small thread pool, first come first served, so a flood of logins from one client queued ahead of
// everyone else (a real login took seconds). Here at most HASHES_RUNNING hashes run; a free turn
// goes to the waiting address with the fewest hashes running (ties: longest waiting), so a real
// login waits for about one hash, not for the whole flood. Nothing is refused here (the attempt is
// already reserved and budgeted); the queues are bounded by the per-address login budget.
export const HASHES_RUNNING = 2;

const runningBy = new Map<string, number>();
let running = 0;
// Insertion order is the tie-break; an address goes to the back after each turn.
const waiting = new Map<string, (() => void)[]>();

function start(address: string): void {
  running++;
  runningBy.set(address, (runningBy.get(address) ?? 0) + 1);
}

function finish(address: string): void {
  running--;
  const left = (runningBy.get(address) ?? 1) - 1;
  if (left > 0) runningBy.set(address, left);
  else runningBy.delete(address);
}

function nextTurn(): void {
  let chosen: string | undefined;
  for (const address of waiting.keys()) {
    if (chosen === undefined || (runningBy.get(address) ?? 0) < (runningBy.get(chosen) ?? 0)) chosen = address;
  }
  if (chosen === undefined) return;
  const queue = waiting.get(chosen)!;
  const resume = queue.shift()!;
  waiting.delete(chosen);
  if (queue.length > 0) waiting.set(chosen, queue);
  start(chosen);
  resume();
}

/** Runs `work` (one password hash) when `address` gets its turn. */
export async function withHashTurn<T>(address: string, work: () => Promise<T>): Promise<T> {
  if (running < HASHES_RUNNING && waiting.size === 0) start(address);
  else
    await new Promise<void>((resolve) => {
      const queue = waiting.get(address);
      if (queue) queue.push(resolve);
      else waiting.set(address, [resolve]);
    });
  try {
    return await work();
  } finally {
    finish(address);
    nextTurn();
  }
}

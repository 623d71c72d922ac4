// Node cluster mode (EDGE_WORKERS): the primary process forks one edge worker per core (or the
// count given); the workers share the listening port (the primary hands out connections round
// robin) and hold no state that must be shared, except the rate-limit buckets, which belong in
// Redis then (RATE_LIMIT_REDIS_URL), or each worker keeps its own. A worker that dies is replaced.
// On SIGTERM or SIGINT the primary tells every worker to drain (SIGTERM), waits for them, closes
// what it started (the sandbox), and exits 0 when every worker did; a second signal exits 1 at once.
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { eventLine } from '../log-lines';

/** The number of workers EDGE_WORKERS asks for. */
export function workerCount(setting: number | 'auto'): number {
  return setting === 'auto' ? availableParallelism() : setting;
}

/** True in a process the primary forked. */
export const isClusterWorker = (): boolean => cluster.isWorker;

export interface ClusterOptions {
  count: number;
  /** Extra environment for the workers (the sandbox the primary started). */
  env: Record<string, string>;
  /** Runs once every worker has exited after a shutdown signal. */
  afterDrain: () => Promise<void>;
  log: (line: string) => void;
  exit: (code: number) => void;
}

/** Forks the workers and supervises them until a shutdown signal. */
export function runClusterPrimary(options: ClusterOptions): void {
  let stopping = false;
  let failed = false;
  const fork = (): Worker => {
    const worker = cluster.fork(options.env);
    worker.once('exit', (code, signal) => {
      if (stopping) {
        if (code !== 0) failed = true;
        return;
      }
      options.log(eventLine('worker-exit', { pid: worker.process.pid ?? 0, code: code ?? -1, signal: signal ?? '' }));
      // Not in a tight loop: a worker that cannot start at all fails the same way again.
      setTimeout(fork, 1000).unref();
    });
    return worker;
  };
  for (let i = 0; i < options.count; i += 1) fork();
  options.log(eventLine('cluster', { workers: options.count }));

  const stop = (signal: string) => {
    if (stopping) {
      options.log(eventLine('forced-exit', { signal }));
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      options.exit(1);
      return;
    }
    stopping = true;
    options.log(eventLine('draining', { signal, workers: Object.keys(cluster.workers ?? {}).length }));
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    void Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    )
      .then(options.afterDrain)
      .then(() => {
        options.log(eventLine('stopped'));
        options.exit(failed ? 1 : 0);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

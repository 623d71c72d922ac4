// A full garbage collection on demand, for the body budget to call once an upload wave is over:
// V8 collects when it allocates, so after a flood an idle edge kept hundreds of MB of dead body
// buffers until the next traffic. Exposed at run time, so no start flag is needed.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | undefined;

/** Runs a full collection (major GC); about 10-50 ms on the edge's heap. */
export function collectGarbage(): void {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}

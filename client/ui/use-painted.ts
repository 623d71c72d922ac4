// A screen built in two steps on a slow phone: what is out of view or secondary renders in a task
// of its own after the first frame, so neither task nor its style and layout is a long one.
import { useEffect, useState } from 'preact/hooks';

/**
 * False in a component's first render; true from the render after that one has been painted
 * (Preact runs effects after the paint). `prepare` runs in the task after the first frame, and the
 * second render then comes in a task of its own (work the second step needs, apart from it).
 */
export function usePainted(prepare?: () => void): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!prepare) return setPainted(true);
    prepare();
    const timer = setTimeout(() => setPainted(true), 0);
    return () => clearTimeout(timer);
    // The first frame's, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return painted;
}

// A screen built in two steps on a slow phone: what is out of view or secondary renders in a task
// of its own after the first frame, so neither task nor its style and layout is a long one.
import { useEffect, useState } from 'preact/hooks';

/** False in a component's first render; true from the render after that one has been painted (Preact runs effects after the paint). */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  return painted;
}

// `memo` as preact/compat has it (no comparer, no ref forwarding: the app passes neither). Importing
// preact/compat for it installs compat's option hooks, which then run for every element the app
// renders, and brings compat's 1.4 kB (brotli) into whichever chunk imports it first (issue 25).
import { createElement, type Component, type ComponentChildren, type VNode } from 'preact';

/** True when a prop was added, removed or changed (by identity). */
function propsChanged(before: object, after: object): boolean {
  for (const key in before) if (!(key in after)) return true;
  for (const key in after) if ((before as Record<string, unknown>)[key] !== (after as Record<string, unknown>)[key]) return true;
  return false;
}

/** The component, re-rendered only when its props change (shallowly), not whenever its parent renders. */
export function memo<P extends object>(render: (props: P) => ComponentChildren): (props: P) => VNode<P> {
  function Memo(this: Component<P>, props: P) {
    this.shouldComponentUpdate = (next: P) => propsChanged(this.props, next);
    return createElement(render as (props: P) => VNode, props);
  }
  return Memo as (props: P) => VNode<P>;
}

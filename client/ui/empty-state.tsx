import type { ComponentChildren } from 'preact';
import styles from './empty-state.module.css';

/** A message where a list has nothing to show, with an optional action (e.g. 'Clear filters'). */
export function EmptyState({ message, action }: { message: string; action?: ComponentChildren }) {
  return (
    <div class={styles.empty} role="status">
      <p class={styles.message}>{message}</p>
      {action}
    </div>
  );
}

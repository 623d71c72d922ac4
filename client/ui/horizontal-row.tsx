import type { ComponentChildren } from 'preact';
import styles from './horizontal-row.module.css';

export interface HorizontalRowProps {
  title: string;
  /** Optional link or button at the end of the title line ('See all'). */
  action?: ComponentChildren;
  children: ComponentChildren;
}

/** A titled row whose items scroll sideways (snapping), for 'Recent' and 'Favourites'. */
export function HorizontalRow({ title, action, children }: HorizontalRowProps) {
  return (
    <section class={styles.row} aria-label={title}>
      <div class={styles.head}>
        <h2 class={styles.title}>{title}</h2>
        {action}
      </div>
      <div class={styles.items}>{children}</div>
    </section>
  );
}

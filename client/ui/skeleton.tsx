import styles from './skeleton.module.css';

/** A placeholder block shown while content loads (hidden from screen readers). */
export function Skeleton({ width = '100%', height = 'calc(0.32 * var(--u))', radius = 'calc(0.12 * var(--u))' }: { width?: string; height?: string; radius?: string }) {
  return <span class={styles.skeleton} style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}

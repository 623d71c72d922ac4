import styles from './skeleton.module.css';

/** A placeholder block shown while content loads (hidden from screen readers). */
export function Skeleton({ width = '100%', height = '0.32rem', radius = '0.12rem' }: { width?: string; height?: string; radius?: string }) {
  return <span class={styles.skeleton} style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}

import styles from './spinner.module.css';
import { useUiStrings } from './ui-strings';

/** A spinning ring; `label` is announced to screen readers. */
export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' }) {
  const strings = useUiStrings();
  return <span class={`${styles.spinner} ${size === 'sm' ? styles.sm : ''}`} role="status" aria-label={label ?? strings.loading} />;
}

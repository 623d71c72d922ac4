// A red dot on an entry point while something waits behind it (unread mail...). The label is read
// by screen readers, since a colour alone tells them nothing.
import { useStore } from '@nanostores/react';
import { $redDots, type RedDotName } from '../stores/awards';
import styles from './red-dot.module.css';

/** A red dot shown while the named award flag is on; `label` says what it means. */
export function RedDot({ name, label }: { name: RedDotName | readonly RedDotName[]; label: string }) {
  const dots = useStore($redDots);
  const names: readonly RedDotName[] = typeof name === 'string' ? [name] : name;
  if (!names.some((n) => dots[n])) return null;
  return (
    <span class={styles.dot} data-testid={`red-dot-${names.join('-')}`}>
      <span class="visually-hidden">{label}</span>
    </span>
  );
}

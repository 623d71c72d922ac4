// A red dot on an entry point while something waits behind it (unread mail...). The label is read
// by screen readers, since a colour alone tells them nothing.
import { useStore } from '@nanostores/react';
import { $redDots, type RedDotName } from '../stores/awards';
import styles from './red-dot.module.css';

/** True while any of the named award flags is on. */
export function redDotOn(dots: Partial<Record<RedDotName, boolean>>, name: RedDotName | readonly RedDotName[]): boolean {
  return (typeof name === 'string' ? [name] : name).some((n) => dots[n]);
}

/** A red dot shown while the named award flag is on; `label` says what it means. */
export function RedDot({ name, label }: { name: RedDotName | readonly RedDotName[]; label: string }) {
  const dots = useStore($redDots);
  const names: readonly RedDotName[] = typeof name === 'string' ? [name] : name;
  if (!redDotOn(dots, names)) return null;
  return (
    <span class={styles.dot} data-testid={`red-dot-${names.join('-')}`}>
      <span class="visually-hidden">{label}</span>
    </span>
  );
}

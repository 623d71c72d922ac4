import styles from './chips.module.css';

export interface ChipsProps {
  label: string;
  /** `count`: how many results the chip stands for, shown beside its name. */
  items: { id: number; label: string; count?: number }[];
  selected: readonly number[];
  onToggle: (id: number) => void;
}

/**
 * A wrapping (or scrolling) row of toggle chips (aria-pressed), labelled as a group. A chip whose
 * count is 0 is left out (it could only lead to an empty result), unless it is on: the player
 * must be able to turn it off.
 */
export function Chips({ label, items, selected, onToggle }: ChipsProps) {
  const shown = items.filter((item) => item.count !== 0 || selected.includes(item.id));
  if (!shown.length) return null;
  return (
    <div class={styles.chips} role="group" aria-label={label}>
      {shown.map((item) => {
        const on = selected.includes(item.id);
        return (
          <button key={item.id} type="button" class={`${styles.chip} ${on ? styles.on : ''}`} aria-pressed={on} onClick={() => onToggle(item.id)}>
            {item.label}
            {item.count !== undefined ? (
              <span class={styles.count} aria-hidden="true">
                {" "}
                {item.count}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
